/** A contact group (spec §3.5; default colour spec §9). */
import { z } from 'zod';
import { hexColor } from './color.ts';
import { expecting, flag, optionalRecordId, optionalText, requiredText, timestamp } from './common.ts';

export const DEFAULT_GROUP_COLOR = '#6366f1';

export const groupSchema = z.object(
  {
    id: optionalRecordId(),
    name: requiredText(),
    slug: optionalText(),
    color: z.preprocess((v) => (v === null || v === undefined || v === '' ? DEFAULT_GROUP_COLOR : v), hexColor),
    is_default: flag(false),
    user_id: optionalRecordId(),
    created_at: timestamp(),
    updated_at: timestamp(),
  },
  { error: expecting('an object') },
);
export type Group = z.output<typeof groupSchema>;
