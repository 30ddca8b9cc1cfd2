import { describe, expect, it } from 'vitest';
import { whatsappDigits } from './whatsapp.ts';

describe('whatsappDigits', () => {
  it('gives a Brazilian number as brokers type it its country code', () => {
    expect(whatsappDigits('(11) 99876-5432')).toBe('5511998765432');
    expect(whatsappDigits('11 3456-7890')).toBe('551134567890');
    expect(whatsappDigits('011 99876-5432')).toBe('5511998765432'); // the trunk '0'
  });

  it('keeps a number that already has its country code, or is written with +', () => {
    expect(whatsappDigits('55 11 99876-5432')).toBe('5511998765432');
    expect(whatsappDigits('+55 (11) 99876-5432')).toBe('5511998765432');
    expect(whatsappDigits('+1 415 555 2671')).toBe('14155552671');
    expect(whatsappDigits('+351 912 345 678')).toBe('351912345678');
  });

  it('keeps what it cannot place as its digits', () => {
    expect(whatsappDigits('99876-5432')).toBe('998765432');
    expect(whatsappDigits('javascript:alert(4)')).toBe('4');
    expect(whatsappDigits('')).toBe('');
  });
});
