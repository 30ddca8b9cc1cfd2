/**
 * The saved searches of a site (#17 item 2): leads of source `saved-search` with the /buscar
 * URL of their filters, a contact, and consent to be contacted. Read from the leads file
 * `vitrine serve --data` appends to (`<data>/<site>/leads.ndjson`); a line that is not a
 * lead, or a saved search without consent, is skipped (and counted).
 */
import { readFileSync } from 'node:fs';
import { leadSchema } from '../../domain/schemas/lead.ts';

export const SAVED_SEARCH_SOURCE = 'saved-search';

export interface SavedSearch {
  /** Stable per search: the contact and the URL (a visitor may save several). */
  key: string;
  email: string | null;
  phone: string | null;
  name: string | null;
  searchUrl: string;
  /** When the search was saved: only homes listed after it are news. */
  savedAt: string | null;
  consent: { version: string | null; at: string | null };
}

export function readSavedSearches(leadsFile: string): { searches: SavedSearch[]; skipped: number } {
  let text = '';
  try {
    text = readFileSync(leadsFile, 'utf8');
  } catch {
    return { searches: [], skipped: 0 }; // no lead yet
  }
  const byKey = new Map<string, SavedSearch>();
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      skipped++;
      continue;
    }
    const parsed = leadSchema.safeParse(raw);
    if (!parsed.success || parsed.data.source !== SAVED_SEARCH_SOURCE) continue;
    const lead = parsed.data;
    const searchUrl = lead.search_url;
    if (!searchUrl) continue;
    // No marketing consent, no alert (LGPD): the lead stays a lead, it is just never mailed.
    if (lead.consent_marketing !== true) {
      skipped++;
      continue;
    }
    const contact = lead.email ?? lead.phone ?? '';
    const key = `${contact.toLowerCase()} ${searchUrl}`;
    byKey.set(key, {
      key,
      email: lead.email ?? null,
      phone: lead.phone ?? null,
      name: lead.name ?? null,
      searchUrl,
      savedAt: lead.created_at ?? lead.consent_at ?? null,
      consent: { version: lead.consent_version ?? null, at: lead.consent_at ?? null },
    });
  }
  return { searches: [...byKey.values()], skipped };
}
