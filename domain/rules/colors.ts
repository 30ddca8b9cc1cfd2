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
 * White or near-black, whichever contrasts more with the background. An
 * invalid background gets dark text: pages default to a light background.
 */
export function readableTextOn(background: string): typeof lightText | typeof darkText {
  return contrastRatio(background, lightText) > contrastRatio(background, darkText) ? lightText : darkText;
}
