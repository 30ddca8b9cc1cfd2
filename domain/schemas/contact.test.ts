import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.ts';
import { problems } from './test-fixtures.ts';

describe('contactSchema', () => {
  it('needs a name of at least 1 character', () => {
    expect(problems(contactSchema, { name: '' })).toEqual(['name: must have at least 1 character']);
    expect(problems(contactSchema, { name: '   ' })).toEqual(['name: must have at least 1 character']);
    expect(problems(contactSchema, {})).toEqual(['name: is required']);
    expect(contactSchema.parse({ name: 'J' }).name).toBe('J');
  });

  it('takes a valid email or null', () => {
    expect(contactSchema.parse({ name: 'J', email: null }).email).toBeNull();
    expect(contactSchema.parse({ name: 'J', email: 'j@example.com' }).email).toBe('j@example.com');
    expect(problems(contactSchema, { name: 'J', email: 'not-an-email' })).toEqual(['email: must be a valid email address or null']);
  });

  it('reads a numeric phone or document as text', () => {
    expect(contactSchema.parse({ name: 'J', phone: 11999999999 }).phone).toBe('11999999999');
  });
});
