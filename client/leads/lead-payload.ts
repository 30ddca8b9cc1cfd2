/**
 * What a lead form sends (spec §3.5, DESIGN §8): the visitor's fields plus
 * where the lead came from. Pure and without zod, so the WhatsApp button's
 * chunk stays small; validation lives in ./lead-validation.ts.
 */
import type { LeadPayload } from '../../contract/lead-validation.ts';
import { phoneDigits } from './phone-mask.ts';

/** Where a lead was made: the contact section, a listing's form, or the listing's WhatsApp button. */
export type LeadSource = 'site' | 'listing' | 'whatsapp' | 'saved-search';


/** What the visitor typed, as the form fields named after the Lead. */
export interface LeadFields {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  message?: string | null;
}

/** What the page knows about the lead's origin. */
export interface LeadOrigin {
  siteId?: number | string | null;
  homeId?: number | string | null;
  source: LeadSource;
  referrer?: string;
  userAgent?: string;
  /** utm_source, utm_medium… as captured on arrival (spec §7.4), without captured_at. */
  utm?: Record<string, string>;
}

function given(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The JSON body of a lead: trimmed text, the phone as digits only, blank
 * values left out (the schema reads a missing value and '' alike).
 */
export function leadPayload(fields: LeadFields, origin: LeadOrigin): LeadPayload {
  const payload: LeadPayload = {};
  const put = (key: string, value: string | number | null | undefined) => {
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) payload[key] = value;
  };
  put('name', given(fields.name));
  put('email', given(fields.email));
  put('phone', phoneDigits(fields.phone ?? ''));
  put('message', given(fields.message));
  put('site_id', origin.siteId);
  put('home_id', origin.homeId);
  put('source', origin.source);
  put('referrer', given(origin.referrer));
  put('user_agent', given(origin.userAgent));
  for (const [key, value] of Object.entries(origin.utm ?? {})) {
    if (key.startsWith('utm_') && key !== 'utm_captured_at') put(key, given(value));
  }
  return payload;
}

/** The page's own origin data (referrer, user agent), read in the browser. */
export function browserOrigin(): Pick<LeadOrigin, 'referrer' | 'userAgent'> {
  return { referrer: document.referrer, userAgent: navigator.userAgent };
}
