/** An owner's contact (spec §3.5, §5): name at least 1 character; email valid or null. */
import { z } from 'zod';
import { expecting, optionalRecordId, optionalText, textOrNumber, timestamp } from './common.ts';

export const contactSchema = z.object(
  {
    id: optionalRecordId(),
    name: z.string({ error: expecting('text') }).trim().min(1, 'must have at least 1 character'),
    email: z.email({ error: expecting('a valid email address or null') }).nullish(),
    phone: textOrNumber().nullish(),
    document: textOrNumber().nullish(),
    group_id: optionalRecordId(),
    notes: optionalText(),
    user_id: optionalRecordId(),
    created_at: timestamp(),
    updated_at: timestamp(),
  },
  { error: expecting('an object') },
);
export type Contact = z.output<typeof contactSchema>;
