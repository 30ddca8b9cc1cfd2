import { describe, expect, it } from 'vitest';
import { cepDisplay, cnpjDisplay, phoneDisplay, telNumber, whatsappDigits } from './phone.ts';

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

describe('phoneDisplay, cnpjDisplay, cepDisplay', () => {
  it('shows a Brazilian number as Brazilians read it, whatever form it was stored in', () => {
    for (const stored of ['11998765432', '5511998765432', '+55 11 99876 5432', '(11) 99876-5432', '011 99876-5432']) {
      expect([stored, phoneDisplay(stored)]).toEqual([stored, '(11) 99876-5432']);
    }
    expect(phoneDisplay('1134567890')).toBe('(11) 3456-7890');
    expect(phoneDisplay('08001234567')).toBe('0800 123 4567');
  });

  it('shows anything else as given', () => {
    for (const value of ['+1 415 555 2671', '4004-1234', 'ligue: 11 99876-5432', '']) expect(phoneDisplay(value)).toBe(value);
  });

  it('formats a CNPJ and a CEP stored as digits, and leaves a formatted or odd one alone', () => {
    expect(cnpjDisplay('12345678000190')).toBe('12.345.678/0001-90');
    expect(cnpjDisplay('12.345.678/0001-90')).toBe('12.345.678/0001-90');
    expect(cepDisplay('05422001')).toBe('05422-001');
    expect(cepDisplay('05422-001')).toBe('05422-001');
    expect(cepDisplay('5422001')).toBe('5422001');
  });
});

describe('telNumber', () => {
  it('dials a Brazilian number from anywhere: the international number', () => {
    for (const typed of ['(11) 2345-6789', '1123456789', '551123456789', '+55 11 2345-6789', '011 2345-6789']) expect([typed, telNumber(typed)]).toEqual([typed, '+551123456789']);
    expect(telNumber('(19) 99876-5432')).toBe('+5519998765432');
  });

  it('keeps toll-free, short and foreign numbers as they dial', () => {
    expect(telNumber('0800 123 4567')).toBe('08001234567');
    expect(telNumber('4004-1234')).toBe('40041234');
    expect(telNumber('+1 415 555 2671')).toBe('+14155552671');
  });
});
