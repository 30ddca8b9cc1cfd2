/**
 * URL slugs exactly as spec §2.9 describes them, so links to a tenant's
 * existing site keep working: lowercase, accents stripped, whitespace turned
 * to hyphens, anything else outside [a-z0-9-] removed, hyphens collapsed and
 * trimmed. The result is always a safe single path segment: it never contains
 * '/' and is never '.' or '..' (dots are removed), though it may be empty.
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function slugify(text: string): string {
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
