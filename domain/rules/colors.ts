/**
 * Colour rules for tenant themes (spec §3.3: hex values, three digits expanded
 * to six) and WCAG contrast, so text placed on a tenant's brand colour stays
 * readable whatever colour they pick.
 */

const SHORT_HEX = /^#?([0-9a-f]{3})$/i;
const LONG_HEX = /^#?([0-9a-f]{6})$/i;

export const lightText = '#ffffff';
/** Tailwind gray-900: softer than pure black, still above 4.5:1 on light colours. */
export const darkText = '#111827';

/** '#ABC' / 'abc' → '#aabbcc'; '#A1B2C3' → '#a1b2c3'; anything else → undefined. */
export function expandHex(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  const short = SHORT_HEX.exec(trimmed)?.[1];
  if (short !== undefined) {
    return `#${[...short].map((digit) => digit + digit).join('')}`.toLowerCase();
  }
  const long = LONG_HEX.exec(trimmed)?.[1];
  return long === undefined ? undefined : `#${long.toLowerCase()}`;
}

/** WCAG 2 relative luminance (0 black – 1 white), or undefined for an invalid colour. */
export function relativeLuminance(color: string): number | undefined {
  const hex = expandHex(color);
  if (hex === undefined) return undefined;
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * WCAG contrast ratio, 1 to 21 (order does not matter). An invalid colour gives
 * 1, "no contrast": a caller checking a threshold then treats it as unreadable.
 */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  if (a === undefined || b === undefined) return 1;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * White or near-black, whichever contrasts more with the background; pure
 * black when neither reaches 4.5:1 (mid greys such as #777777). An invalid
 * background gets dark text: pages default to a light background.
 */
export function readableTextOn(background: string): string {
  const light = contrastRatio(background, lightText);
  const dark = contrastRatio(background, darkText);
  if (Math.max(light, dark) < 4.5 && contrastRatio(background, '#000000') > light) return '#000000';
  return light > dark ? lightText : darkText;
}

/** WCAG 2.2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** `color` mixed toward `target` by `amount` (0–1), as six-digit hex. */
function mix(color: string, target: string, amount: number): string {
  const a = expandHex(color)!;
  const b = expandHex(target)!;
  const channel = (start: number) => {
    const from = Number.parseInt(a.slice(start, start + 2), 16);
    const to = Number.parseInt(b.slice(start, start + 2), 16);
    return Math.round(from + (to - from) * amount).toString(16).padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/**
 * `color` darkened (on a light background) or lightened (on a dark one) by the
 * smallest 5 % step that reaches `min` against `background`: the brand's hue
 * stays, only its lightness moves. Undefined when even the end of the
 * range does not reach it, or a colour is invalid.
 */
export function adjustForContrast(color: string, background: string, min = MIN_TEXT_CONTRAST): string | undefined {
  if (expandHex(color) === undefined || expandHex(background) === undefined) return undefined;
  const toward = readableTextOn(background) === lightText ? '#ffffff' : '#000000';
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(color, toward, step / 20);
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return undefined;
}

/**
 * A readable text colour on `background` (≥ 4.5:1): the wanted colour when it
 * passes; else the wanted colour darkened/lightened until it passes, when
 * that stays a recognisable shade (it had to move less than half way); else
 * near-black or white, whichever contrasts more.
 */
export function readableColorOn(background: string, wanted: string | null | undefined): string {
  const hex = expandHex(wanted);
  if (hex !== undefined && contrastRatio(hex, background) >= MIN_TEXT_CONTRAST) return hex;
  if (hex !== undefined) {
    const adjusted = adjustForContrast(hex, background);
    const toward = readableTextOn(background) === lightText ? '#ffffff' : '#000000';
    if (adjusted !== undefined && adjusted !== toward && mixDistance(hex, adjusted) < 0.5 * mixDistance(hex, toward)) return adjusted;
  }
  return readableTextOn(background);
}

/** Euclidean distance in RGB, 0–441. */
function mixDistance(a: string, b: string): number {
  const ha = expandHex(a)!;
  const hb = expandHex(b)!;
  let sum = 0;
  for (const start of [1, 3, 5]) sum += (Number.parseInt(ha.slice(start, start + 2), 16) - Number.parseInt(hb.slice(start, start + 2), 16)) ** 2;
  return Math.sqrt(sum);
}
