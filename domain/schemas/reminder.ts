/** A reminder on a lead (spec §3.5; repeat types spec §9). */
import { z } from 'zod';
import { expecting, flag, oneOf, optionalRecordId, optionalText, requiredText, timestamp } from './common.ts';

export const REPEAT_TYPES = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatType = (typeof REPEAT_TYPES)[number];

export const reminderSchema = z.object(
  {
    id: optionalRecordId(),
    title: requiredText(),
    description: optionalText(),
    due_date: timestamp(),
    repeat_type: oneOf(REPEAT_TYPES)
      .nullish()
      .transform((v): RepeatType => v ?? 'none'),
    repeat_interval: z.int({ error: expecting('a whole number') }).min(1, 'must be at least 1').nullish(),
    repeat_end_date: timestamp(),
    lead_id: optionalRecordId(),
    is_completed: flag(false),
    is_active: flag(true),
    created_at: timestamp(),
    updated_at: timestamp(),
  },
  { error: expecting('an object') },
);
export type Reminder = z.output<typeof reminderSchema>;
