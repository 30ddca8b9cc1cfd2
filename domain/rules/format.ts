/**
 * pt-BR number formats a visitor reads: prices, areas, counts. 'R$' is followed by a plain
 * space (Intl writes a no-break space) so the strings match what brokers type and what tests
 * and search snippets compare.
 *
 * Numbers are written by hand, not through Intl.NumberFormat: constructing the formatters loads
 * ICU's pt-BR data, which cost a phone ~50 ms (200 ms under Lighthouse's 4× slowdown) in the
 * task that hydrates the search page. The digits are Intl's (a test holds them to it): grouped
 * by '.', decimals after ',', rounded half away from zero on the shortest decimal form of the
 * number (as ICU does: 2.675 → '2,68'), '-' before a negative number, negative zero included.
 * Intl still writes what has no plain decimal form (NaN, ±∞, ≥ 1e21, < 1e-6), which no listing has.
 */

function groupThousands(digits: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) grouped = (end > 3 ? '.' : '') + digits.slice(Math.max(0, end - 3), end) + grouped;
  return grouped;
}

/** |value|'s whole digits and its decimals rounded to `places` (half away from zero); null without a plain decimal form. */
function roundedDigits(value: number, places: number): { whole: string; decimals: string } | null {
  // Prices, counts and most areas: a whole number below 1e21 is its own digits.
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return { whole: String(Math.abs(value)), decimals: '' };
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) return null;
  const [whole = '0', decimals = ''] = text.split('.');
  if (decimals.length <= places) return { whole, decimals };
  const kept = BigInt(whole + decimals.slice(0, places)) + (decimals.charCodeAt(places) >= 53 /* '5' */ ? 1n : 0n);
  const digits = kept.toString().padStart(places + 1, '0');
  return { whole: digits.slice(0, digits.length - places), decimals: digits.slice(digits.length - places) };
}

/**
 * pt-BR digits of a number: at most `places` decimals ('72,5'), or exactly `places` with `exact`
 * ('1.250,50'); without `grouping`, no thousands dots (what a typed field shows).
 */
export function formatDecimal(value: number, places = 2, options: { exact?: boolean; grouping?: boolean } = {}): string {
  const { exact = false, grouping = true } = options;
  const parts = roundedDigits(value, places);
  if (parts === null) return new Intl.NumberFormat('pt-BR', { minimumFractionDigits: exact ? places : 0, maximumFractionDigits: places, useGrouping: grouping }).format(value);
  const decimals = exact ? parts.decimals.padEnd(places, '0') : parts.decimals.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouping ? groupThousands(parts.whole) : parts.whole}${decimals ? `,${decimals}` : ''}`;
}

/** 'R$ 1.250,50' from 125050 cents, always with cents (a typed price field shows them). */
export function formatBRLWithCents(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  return withReais(formatDecimal(Math.round(cents) / 100, 2, { exact: true }));
}

/** 'R$ ' before the digits, after the sign: '-R$ 5,00', as Intl writes a negative amount. */
function withReais(digits: string): string {
  return digits.startsWith('-') ? `-R$ ${digits.slice(1)}` : `R$ ${digits}`;
}

/**
 * 'R$ 1.250.000' for whole reais, 'R$ 1.250,50' otherwise. Computed in whole
 * cents, so float noise (0.1 + 0.2) never shows. A non-finite value gives ''.
 */
export function formatBRL(reais: number): string {
  if (!Number.isFinite(reais)) return '';
  return formatBRLFromCents(Math.round(reais * 100));
}

/** The search index stores prices in cents (spec §3.1): 125000050 → 'R$ 1.250.000,50'. */
export function formatBRLFromCents(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  const wholeCents = Math.round(cents);
  if (wholeCents % 100 !== 0) return formatBRLWithCents(wholeCents);
  return withReais(formatDecimal(wholeCents / 100, 0));
}

/** '70 m²', '1.200 m²', '72,5 m²'. A non-finite value gives ''. */
export function formatArea(squareMetres: number): string {
  if (!Number.isFinite(squareMetres)) return '';
  return `${formatDecimal(squareMetres)} m²`;
}

/** '1 quarto', '3 quartos', '0 quartos', '1.000 visitas'. */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${formatDecimal(count)} ${count === 1 ? singular : plural}`;
}

/** '11,5%', '20%', '0,91%' (a percentage given as its number: 11.5 → '11,5%'). A non-finite value gives ''. */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '';
  return `${formatDecimal(value)}%`;
}
