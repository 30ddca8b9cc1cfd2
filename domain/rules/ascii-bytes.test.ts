import { describe, expect, it } from 'vitest';
import { holdsAscii } from './ascii-bytes.ts';

describe('holdsAscii', () => {
  const bytes = Buffer.from('<Listing><ListingID>101</ListingID>ção</Listing>');
  it('tells the characters of a text at a place in bytes', () => {
    expect(holdsAscii(bytes, 0, '<Listing><ListingID>101</ListingID>')).toBe(true);
    expect(holdsAscii(bytes, bytes.length - '</Listing>'.length, '</Listing>')).toBe(true);
    expect(holdsAscii(bytes, 0, '<Listing><ListingID>102')).toBe(false);
  });
  it('is false past either end, and for a character outside ASCII', () => {
    expect(holdsAscii(bytes, -1, '<')).toBe(false);
    expect(holdsAscii(bytes, bytes.length - 2, '</Listing>')).toBe(false);
    expect(holdsAscii(bytes, bytes.indexOf('ç'), 'ç')).toBe(false);
  });
});
