import { describe, expect, it } from 'vitest';
import { groupSchema } from './group.ts';
import { problems } from './test-fixtures.ts';

describe('groupSchema', () => {
  it('defaults color to #6366f1 and is_default to false', () => {
    expect(groupSchema.parse({ name: 'Clientes' })).toMatchObject({ color: '#6366f1', is_default: false });
    expect(groupSchema.parse({ name: 'Clientes', color: null }).color).toBe('#6366f1');
  });

  it('normalises and checks the colour', () => {
    expect(groupSchema.parse({ name: 'X', color: '#F00' }).color).toBe('#ff0000');
    expect(problems(groupSchema, { name: 'X', color: 'red' })).toEqual(['color: must be a hex colour such as #aabbcc or #abc']);
  });

  it('requires a name', () => {
    expect(problems(groupSchema, { name: '' })).toEqual(['name: must not be empty']);
  });
});
