/**
 * Whether `bytes` at `at` hold the characters of `text`, one byte each (ASCII): a check of a
 * known start or key in bytes as read (a feed element, a JSON key) with no text or buffer made
 * for it. A character outside ASCII never matches. Pure.
 */
export function holdsAscii(bytes: Uint8Array, at: number, text: string): boolean {
  if (at < 0 || at + text.length > bytes.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
}
