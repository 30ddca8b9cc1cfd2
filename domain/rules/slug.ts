/**
 * URL slugs exactly as spec §2.9 describes them, so links to a tenant's
 * existing site keep working: lowercase, accents stripped, whitespace turned
 * to hyphens, anything else outside [a-z0-9-] removed, hyphens collapsed and
 * trimmed. The result is always a safe single path segment: it never contains
 * '/' and is never '.' or '..' (dots are removed), though it may be empty.
 */
import { remembered } from './remembered.ts';

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** A build slugifies the same city, neighbourhood and category names for each of its listings: each is worked out once. */
export const slugify: (text: string) => string = remembered(slugOf);

function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
