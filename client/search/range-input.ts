/**
 * The rules of a range input (spec §5, §9), pure so they are tested alone:
 * typed values become numbers and anything non-numeric becomes 0; currency
 * ranges take digits only, read as cents; each bound is clamped to the
 * input's min and max; a lower bound above the upper one swaps the two.
 *
 * 0 is also "no bound" (the URL codec writes a missing bound as 0, and
 * search/query.ts ignores it), so the swap applies only when both bounds are
 * set: typing only a minimum must stay "from", not turn into "up to".
 */
import type { Range } from '../../domain/schemas/filter-state.ts';
import { formatBRLWithCents, formatDecimal } from '../../domain/rules/format.ts';

export type RangeUnit = 'currency' | 'm2';

export interface RangeLimits {
  min: number;
  max: number;
}

/** Spec §9: a range input's default limits. */
export const DEFAULT_RANGE_LIMITS: RangeLimits = { min: 0, max: 100 };
/** Spec §9: range changes are committed 300 ms after the last keystroke. */
export const RANGE_DEBOUNCE_MS = 300;
/** Spec §9: text inputs (the code) are committed 500 ms after the last keystroke. */
export const TEXT_DEBOUNCE_MS = 500;

/** Price limits in cents: up to R$ 100 milhões. */
export const PRICE_LIMITS: RangeLimits = { min: 0, max: 100_000_000_00 };
/** Area limits in m²: a large farm fits. */
export const AREA_LIMITS: RangeLimits = { min: 0, max: 100_000_000 };

/** Currency: the digits typed, read as cents ('R$ 1.234,56' → 123456); no digits → 0. */
export function parseCurrencyInput(text: string): number {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return 0;
  const cents = Number(digits);
  return Number.isSafeInteger(cents) ? cents : Number.MAX_SAFE_INTEGER;
}

/** Any other unit: a typed number, with a decimal comma accepted ('72,5'); non-numeric → 0. */
export function parseNumberInput(text: string): number {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (trimmed === '') return 0;
  // pt-BR writes '1.200,5': dots group thousands when a comma is the decimal mark.
  const normalised = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : 0;
}

export function parseRangeInput(text: string, unit: RangeUnit): number {
  return unit === 'currency' ? parseCurrencyInput(text) : parseNumberInput(text);
}

export function clamp(value: number, limits: RangeLimits): number {
  if (!Number.isFinite(value)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, value));
}

/** Clamps both bounds, then swaps them when both are set and the lower one exceeds the upper one. */
export function normalizeRange(range: Range, limits: RangeLimits = DEFAULT_RANGE_LIMITS): Range {
  const low = clamp(range[0], limits);
  const high = clamp(range[1], limits);
  return low > 0 && high > 0 && low > high ? [high, low] : [low, high];
}

/** [0, 0] filters nothing: no range at all, so the URL drops it. */
export function rangeOrUndefined(range: Range): Range | undefined {
  return range[0] === 0 && range[1] === 0 ? undefined : range;
}

/**
 * What the input shows: 'R$ 1.234,56' from 123456 cents (always with cents, so
 * each typed digit shifts in from the right), the plain number for m², and
 * '' for 0 so the label's placeholder shows. Plain spaces, and no Intl (see
 * domain/rules/format.ts).
 */
export function formatRangeInput(value: number, unit: RangeUnit): string {
  if (!Number.isFinite(value) || value <= 0) return '';
  if (unit === 'currency') return formatBRLWithCents(value);
  return formatDecimal(value, 2, { grouping: false });
}
