/**
 * Text masks (spec §5: tokens for digit, letter and alphanumeric) and the
 * Brazilian phone mask built on them. The mask is only what the visitor sees;
 * the value sent keeps the digits alone.
 *
 * Tokens: `#` a digit, `S` a letter, `X` a letter or digit; `\` makes the next
 * mask character literal. Every other mask character is a literal, written
 * when the next accepted character follows it (so '(11' never shows a
 * dangling ') ').
 */
export const MASK_TOKENS: Readonly<Record<string, RegExp>> = {
  '#': /\p{Nd}/u,
  S: /\p{L}/u,
  X: /[\p{L}\p{Nd}]/u,
};

interface MaskPart {
  literal: boolean;
  char: string;
}

function maskParts(mask: string): MaskPart[] {
  const parts: MaskPart[] = [];
  for (let i = 0; i < mask.length; i++) {
    const char = mask[i]!;
    if (char === '\\' && i + 1 < mask.length) parts.push({ literal: true, char: mask[++i]! });
    else parts.push({ literal: !(char in MASK_TOKENS), char });
  }
  return parts;
}

/**
 * The characters of `input` the mask's tokens accept, in order, as many as it
 * has tokens. Literals typed by the visitor (or pasted with the value) are
 * skipped, so masking a masked value gives it back unchanged.
 */
export function unmask(input: string, mask: string): string {
  const tokens = maskParts(mask).filter((part) => !part.literal);
  let raw = '';
  let next = 0;
  for (const char of input) {
    const token = tokens[next];
    if (token === undefined) break;
    if (MASK_TOKENS[token.char]!.test(char)) {
      raw += char;
      next++;
    }
  }
  return raw;
}

/** `input` shown through `mask`: '11987654321' through '(##) #####-####' is '(11) 98765-4321'. */
export function applyMask(input: string, mask: string): string {
  const raw = [...unmask(input, mask)];
  let shown = '';
  let pendingLiterals = '';
  for (const part of maskParts(mask)) {
    if (raw.length === 0) break;
    if (part.literal) {
      pendingLiterals += part.char;
      continue;
    }
    shown += pendingLiterals + raw.shift()!;
    pendingLiterals = '';
  }
  return shown;
}

/** Landlines: DDD + 8 digits. Mobiles: DDD + 9 digits. */
export const LANDLINE_MASK = '(##) ####-####';
export const MOBILE_MASK = '(##) #####-####';
const MAX_PHONE_DIGITS = 11;

/**
 * The digits of a Brazilian phone (DDD first), at most 11: what the lead
 * carries. A pasted '+55 11 98765-4321' loses its country code.
 */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  const national = digits.length > MAX_PHONE_DIGITS && digits.startsWith('55') ? digits.slice(2) : digits;
  return national.slice(0, MAX_PHONE_DIGITS);
}

/**
 * The phone as the visitor sees it while typing: '(11) 3456-7890' up to ten
 * digits, '(11) 98765-4321' once an eleventh digit makes it a mobile.
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  return applyMask(digits, digits.length > 10 ? MOBILE_MASK : LANDLINE_MASK);
}

/**
 * Where the caret goes after reformatting: just after the `digitsBefore`-th
 * digit, so editing in the middle of a number does not throw the caret to the end.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return formatted.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!) && ++seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}
