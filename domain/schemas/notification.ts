/** An owner notification (spec §3.5). */
import { z } from 'zod';
import { expecting, flag, oneOf, optionalRecordId, optionalText, requiredText, timestamp } from './common.ts';
import { optionalHref } from './links.ts';

export const NOTIFICATION_TYPES = ['reminder', 'new_lead', 'system'] as const;

export const notificationSchema = z.object(
  {
    id: optionalRecordId(),
    title: requiredText(),
    message: optionalText(),
    type: oneOf(NOTIFICATION_TYPES),
    lead_id: optionalRecordId(),
    reminder_id: optionalRecordId(),
    user_id: optionalRecordId(),
    is_read: flag(false),
    is_dismissed: flag(false),
    action_url: optionalHref,
    action_label: optionalText(),
    created_at: timestamp(),
    read_at: timestamp(),
    dismissed_at: timestamp(),
    lead: z
      .object({ id: optionalRecordId(), name: optionalText() }, { error: expecting('an object') })
      .nullish(),
    reminder: z
      .object({ id: optionalRecordId(), title: optionalText() }, { error: expecting('an object') })
      .nullish(),
  },
  { error: expecting('an object') },
);
export type Notification = z.output<typeof notificationSchema>;
