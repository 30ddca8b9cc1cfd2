/**
 * Small building blocks shared by the entity schemas (spec §3, §5).
 *
 * Messages are short English phrases naming the rule ('is required', 'must be at least 0');
 * a Rejection prefixes them with the record id and the field path (see ../validate.ts).
 * Lists, flags and free maps accept null as "not given" and fall back to their default:
 * back ends send null for empty lists as often as they omit them.
 */
import { z } from 'zod';

export const REQUIRED = 'is required';

/** An error map: a missing value reads 'is required', a wrong one 'must be <expected>'. */
export function expecting(expected: string): (issue: { input?: unknown }) => string {
  return (issue) => (issue.input === undefined ? REQUIRED : `must be ${expected}`);
}

export const text = () => z.string({ error: expecting('text') });

/** Required text: trimmed, at least one character. */
export const requiredText = () => text().trim().min(1, 'must not be empty');

export const optionalText = () => text().nullish();

/** Text that back ends sometimes send as a number (street numbers, zip codes): output as text. */
export const textOrNumber = () =>
  z.union([z.string(), z.number()], { error: expecting('text') }).transform((v) => String(v).trim());

export const num = () => z.number({ error: expecting('a number') });

/** Prices, counts, areas: a finite number, at least 0. */
export const nonNegative = () => num().min(0, 'must be at least 0');

export const optionalNonNegative = () => nonNegative().nullish();

/** How back ends without boolean columns write them (MySQL's tinyint: 0 and 1, sometimes as text). */
const BOOLEAN_ALIASES = new Map<unknown, boolean>([
  [1, true],
  [0, false],
  ['1', true],
  ['0', false],
  ['true', true],
  ['false', false],
]);

export const bool = () =>
  z.preprocess((v) => BOOLEAN_ALIASES.get(v) ?? v, z.boolean({ error: expecting('true or false') }));

/** A boolean with a default; null counts as not given. */
export const flag = (fallback: boolean) =>
  bool()
    .nullish()
    .transform((v) => v ?? fallback);

/** A list defaulting to []; null counts as not given. */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: expecting('a list') })
    .nullish()
    .transform((v): z.output<T>[] => v ?? []);

/** A free key-value map defaulting to {}. */
export const freeRecord = () =>
  z
    .record(z.string(), z.unknown(), { error: expecting('an object') })
    .nullish()
    .transform((v): Record<string, unknown> => v ?? {});

/** One of a fixed set of values. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: expecting(`one of ${values.join(', ')}`) });

/** Record ids of the back end: a whole number or a non-empty string (CRM entities). */
export const recordId = () =>
  z.union([z.int().min(0), z.string().trim().min(1)], {
    error: expecting('a whole number or a non-empty text'),
  });

export const optionalRecordId = () => recordId().nullish();

/** Timestamps are kept as the back end wrote them (ISO 8601 text), or null. */
export const timestamp = () => text().nullish();

/**
 * A home's timestamps: text or a Unix epoch number, kept as text here; domain/validate reads
 * them into one form (domain/rules/timestamp.ts) and reports what it cannot read.
 */
export const homeTimestamp = () =>
  z
    .union([z.string(), z.number()], { error: expecting('a date') })
    .nullish()
    .transform((v) => (typeof v === 'number' ? String(v) : v));

/** How databases export decimal columns as text: '450000.00', '-23.5505'. Not pt-BR ('1.250,00'): '1.250' would be ambiguous. */
const DECIMAL_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/;

/**
 * A home's number: a JSON number, or text holding one the way back ends send decimal columns
 * (Laravel's decimal casts, CRM exports). Anything else reads 'must be a number'.
 */
export const homeNumber = () =>
  z
    .union([z.number(), z.string().regex(DECIMAL_TEXT, { error: (issue) => `must be a number, not ${JSON.stringify(String(issue.input).slice(0, 40))}` })], { error: expecting('a number') })
    .transform((v) => Number(v))
    .pipe(num());

export const latitude = () => num().min(-90, 'must be at least -90').max(90, 'must be at most 90');

export const longitude = () => num().min(-180, 'must be at least -180').max(180, 'must be at most 180');

/** A nested settings object that defaults to {} (its own fields' defaults applied). */
export const section = <S extends z.ZodRawShape>(shape: S) =>
  z.preprocess((v) => v ?? {}, z.object(shape, { error: expecting('an object') }));

/** An optional field where '' (an unset builder field) counts as not given, like null. */
export const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** An optional setting of the site config: text, with null and '' read as unset (undefined). */
export const setting = () => blankAsUnset(text());
