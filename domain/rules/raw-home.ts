/**
 * Shapes of a home that other back ends send for the same data, rewritten into the spec's
 * (§3.1) before validation, so their listings are not rejected for their form:
 * - a JSON column sent as its text (`"features": "[\"pool\",\"gym\"]"`, a back end without a
 *   JSON cast): the list it holds, when it starts with '[' and parses to one;
 * - photos as a list of URLs (`"gallery": ["https://…/1.jpg"]`): `{ url }` entries;
 * - codes as one text (`"features": "pool, gym"`, a CRM's export): split at commas, semicolons,
 *   bars and line breaks (not a broken JSON list: that one the schema names).
 * Anything else is left as it is, for the schema to accept or name. Pure; copies only a home
 * it changes.
 */
const LIST_FIELDS = ['gallery', 'floor_plans', 'features', 'amenities', 'site_categories', 'nearby_places', 'commissions'] as const;
const MEDIA_FIELDS = new Set<string>(['gallery', 'floor_plans']);
/** Lists of codes or words, which a text can hold as a separated list. */
const CODE_FIELDS = new Set<string>(['features', 'amenities', 'site_categories']);

function listFromJsonText(value: string): unknown {
  if (!value.trimStart().startsWith('[')) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : value;
  } catch {
    return value;
  }
}

export function readRawHomeShapes(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const record = raw as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const field of LIST_FIELDS) {
    let value = record[field];
    if (typeof value === 'string') value = listFromJsonText(value);
    if (typeof value === 'string' && CODE_FIELDS.has(field) && !value.trimStart().startsWith('[')) value = value.split(/[,;|\n]/).map((item) => item.trim()).filter((item) => item !== '');
    if (MEDIA_FIELDS.has(field) && Array.isArray(value) && value.some((item) => typeof item === 'string')) {
      value = value.map((item: unknown) => (typeof item === 'string' ? { url: item } : item));
    }
    if (value !== record[field]) (copy ??= { ...record })[field] = value;
  }
  return copy ?? raw;
}
