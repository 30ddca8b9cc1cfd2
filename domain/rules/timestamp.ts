/**
 * A home's timestamps as back ends and CRM exports write them, read into one form.
 *
 * The build compares these as text (newest first, alerts' "new since"), writes them as the
 * sitemap's `lastmod` and schema.org's `datePosted`: mixed forms sorted wrongly and
 * `Date.parse('01/05/2024')` is January 5th. So every readable form becomes ISO 8601 in UTC
 * (`2024-05-01T13:00:00.000Z`), and what cannot be read is reported, never guessed.
 *
 * Read: ISO 8601 dates and date-times (`T` or a space, seconds and fractions optional, `Z` or
 * an offset), Brazilian `DD/MM/YYYY` with an optional time, and Unix epochs (seconds, or
 * milliseconds from 10^11 up). Without an offset a time is Brasília time (UTC−3, no daylight
 * saving since 2019): the back end's brokers are in Brazil and a CI runner's clock is UTC.
 * MySQL's zero date (`0000-00-00 00:00:00`) and blank text mean "no date".
 */

/** Brasília time, the zone of a time written without an offset. */
const DEFAULT_OFFSET_MINUTES = -180;

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const BRAZILIAN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const EPOCH = /^\d{9,13}$/;
const ZERO_DATE = /^0000-00-00(?:[T ]00:00(?::00(?:\.0+)?)?)?$/;

export type TimestampReading = { value: string | null } | { unreadable: true };

export function readTimestamp(raw: string): TimestampReading {
  const text = raw.trim();
  if (text === '' || ZERO_DATE.test(text)) return { value: null };
  const iso = ISO.exec(text);
  if (iso) return fromParts(iso[1], iso[2], iso[3], iso[4], iso[5], iso[6], iso[7], iso[8]);
  const brazilian = BRAZILIAN.exec(text);
  if (brazilian) return fromParts(brazilian[3], brazilian[2], brazilian[1], brazilian[4], brazilian[5], brazilian[6], undefined, undefined);
  if (EPOCH.test(text)) {
    const n = Number(text);
    return { value: new Date(n < 1e11 ? n * 1000 : n).toISOString() };
  }
  return { unreadable: true };
}

function fromParts(
  year: string | undefined,
  month: string | undefined,
  day: string | undefined,
  hour = '0',
  minute = '0',
  second = '0',
  fraction = '',
  zone: string | undefined,
): TimestampReading {
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const ms = Number(`0.${fraction || '0'}`) * 1000;
  const offset = zone === undefined ? DEFAULT_OFFSET_MINUTES : zoneMinutes(zone);
  if (offset === null || y < 1000 || mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h > 23 || mi > 59 || s > 59) return { unreadable: true };
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, Math.floor(ms)) - offset * 60_000;
  return { value: new Date(utc).toISOString() };
}

function zoneMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 14 || minutes > 59) return null;
  return (zone[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** What a home's timestamp must look like, for the message naming it. */
export const TIMESTAMP_EXPECTED = 'a date (ISO 8601 like 2024-05-01T10:00:00-03:00, or DD/MM/YYYY)';
