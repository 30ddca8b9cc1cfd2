/**
 * A lead: a visitor's contact request (spec §3.5, §5; DESIGN §8).
 * Email or phone is required, with the spec's exact message. Form fields arrive as text,
 * so '' counts as not given for email and phone (then stored as null).
 */
import { z } from 'zod';
import { LeadContactRequired } from '../errors.ts';
import { expecting, list, num, oneOf, optionalRecordId, optionalText, timestamp } from './common.ts';
import { leadNoteSchema } from './lead-note.ts';
import { propertyObjectSchema } from './property.ts';
import { reminderSchema } from './reminder.ts';
import { siteConfigSchema } from './site-config.ts';

export const LEAD_TEMPERATURES = ['low', 'medium', 'high'] as const;

/** Trims text; '' becomes null. Numbers (a phone typed as a number) become text. */
function blankToNull(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A valid email address, or null. */
export const optionalEmail = z.preprocess(
  blankToNull,
  z.email({ error: expecting('a valid email address') }).nullish(),
);

const optionalPhone = z.preprocess(blankToNull, z.string({ error: expecting('text') }).nullish());

export const leadObjectSchema = z.object(
  {
    id: optionalRecordId(),
    name: optionalText(),
    email: optionalEmail,
    phone: optionalPhone,
    message: optionalText(),
    site_id: optionalRecordId(),
    home_id: optionalRecordId(),
    user_id: optionalRecordId(),
    source: optionalText(),
    user_agent: optionalText(),
    ip_address: optionalText(),
    utm_source: optionalText(),
    utm_medium: optionalText(),
    utm_campaign: optionalText(),
    utm_term: optionalText(),
    utm_content: optionalText(),
    referrer: optionalText(),
    // A saved search (#17 item 2): the /buscar URL of its filters, and the consent the visitor
    // gave for marketing contact — which text (version), when, and whether they agreed.
    search_url: optionalText(),
    consent_version: optionalText(),
    consent_text: optionalText(),
    consent_at: timestamp(),
    consent_marketing: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: expecting('true or false') }).nullish()),
    status: optionalRecordId(),
    temperature: oneOf(LEAD_TEMPERATURES).nullish(),
    lead_notes: list(leadNoteSchema),
    reminders: list(reminderSchema),
    order: num().nullish(),
    status_changed_at: timestamp(),
    created_at: timestamp(),
    updated_at: timestamp(),
    discarded_at: timestamp(),
    site: siteConfigSchema.partial().nullish(),
    home: propertyObjectSchema.partial().nullish(),
  },
  { error: expecting('an object') },
);

export const leadSchema = leadObjectSchema.refine(
  (lead) => Boolean(lead.email) || Boolean(lead.phone),
  { error: LeadContactRequired.message, path: ['email'] },
);

export type Lead = z.output<typeof leadSchema>;
export type LeadInput = z.input<typeof leadSchema>;
