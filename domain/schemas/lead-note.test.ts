import { describe, expect, it } from 'vitest';
import { leadNoteSchema } from './lead-note.ts';
import { problems } from './test-fixtures.ts';

describe('leadNoteSchema', () => {
  it('needs content', () => {
    expect(leadNoteSchema.parse({ content: 'Visitou', author: 'Ana', lead_id: 3 })).toMatchObject({ content: 'Visitou', lead_id: 3 });
    expect(problems(leadNoteSchema, { content: '' })).toEqual(['content: must not be empty']);
  });
});
