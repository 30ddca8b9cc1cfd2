/**
 * A neighbourhood or city as a CRM export may write it — all capitals (`VILA MADALENA`) or all
 * lower case (`pinheiros`) — in the case people write it: `Vila Madalena`, `Pinheiros`,
 * `São José dos Campos`, `Santa Bárbara d'Oeste`. Beside homes written properly, such a value
 * put `PINHEIROS – São Paulo` on one card and `Pinheiros – São Paulo` on the next, and listed
 * the neighbourhood three times among the filters. Only the case changes, so the listing URL
 * (a slug) stays. A name in mixed case, or anything but letters, spaces, dots, hyphens and
 * apostrophes, is kept as written.
 */
const NAME = /^[\p{L}\p{M}\s'’.-]+$/u;
const SMALL_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'd']);

export function placeName(value: string): string {
  if (!NAME.test(value) || value.replace(/[^\p{L}]/gu, '').length < 4) return value;
  const lower = value.toLowerCase();
  if (value !== lower && value !== value.toUpperCase()) return value;
  return lower.replace(/[\p{L}\p{M}]+/gu, (word, offset: number) => (offset > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)));
}
