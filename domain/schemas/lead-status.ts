/** A lead status definition: one column of the owner's pipeline (spec §3.5). */
import { z } from 'zod';
import { optionalHexColor } from './color.ts';
import { expecting, flag, num, oneOf, optionalRecordId, optionalText, requiredText, timestamp } from './common.ts';

export const CONVERSION_STATUSES = ['open', 'won', 'lost'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

export const leadStatusSchema = z.object(
  {
    id: optionalRecordId(),
    user_id: optionalRecordId(),
    name: requiredText(),
    status: optionalText(),
    color: optionalHexColor,
    label: optionalText(),
    order: num().nullish(),
    is_default: flag(false),
    conversion_status: oneOf(CONVERSION_STATUSES)
      .nullish()
      .transform((v): ConversionStatus => v ?? 'open'),
    /** Days after which a lead in this status counts as stale; null = never. */
    stale_threshold_days: z
      .int({ error: expecting('a whole number') })
      .min(0, 'must be at least 0')
      .nullish()
      .transform((v) => v ?? null),
    created_at: timestamp(),
    updated_at: timestamp(),
  },
  { error: expecting('an object') },
);
export type LeadStatus = z.output<typeof leadStatusSchema>;
