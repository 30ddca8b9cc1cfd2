/** A note on a lead (spec §3.5). */
import { z } from 'zod';
import { expecting, optionalRecordId, optionalText, requiredText, timestamp } from './common.ts';

export const leadNoteSchema = z.object(
  {
    id: optionalRecordId(),
    content: requiredText(),
    author: optionalText(),
    lead_id: optionalRecordId(),
    created_at: timestamp(),
    updated_at: timestamp(),
  },
  { error: expecting('an object') },
);
export type LeadNote = z.output<typeof leadNoteSchema>;
