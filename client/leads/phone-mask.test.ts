import { describe, expect, it } from 'vitest';
import { applyMask, caretAfterDigits, formatPhone, phoneDigits, unmask } from './phone-mask.ts';

describe('text masks (spec §5: digit, letter and alphanumeric tokens)', () => {
  it('writes literals between accepted characters, never a dangling one', () => {
    expect(applyMask('01304001', '#####-###')).toBe('01304-001');
    expect(applyMask('01304', '#####-###')).toBe('01304');
    expect(applyMask('013041', '#####-###')).toBe('01304-1');
    expect(applyMask('', '(##) ####-####')).toBe('');
  });

  it('skips characters a token does not accept and stops when the mask is full', () => {
    expect(applyMask('a1b2c3d4', '##-##')).toBe('12-34');
    expect(applyMask('abc1234x', 'SSS-####')).toBe('abc-1234');
    expect(applyMask('abc1d23', 'SSS#X##')).toBe('abc1d23');
    expect(applyMask('1234567', 'SSS#X##')).toBe('');
    expect(applyMask('ção9', 'SSS#')).toBe('ção9');
  });

  it('treats an escaped token as a literal', () => {
    expect(applyMask('12', '\\###')).toBe('#12');
    expect(unmask('#12', '\\###')).toBe('12');
  });

  it('is stable: masking a masked value gives it back', () => {
    for (const mask of ['(##) #####-####', '###.###.###-##', 'SSS-#X##']) {
      const once = applyMask('abc123def456789xyz', mask);
      expect(applyMask(once, mask)).toBe(once);
    }
  });
});

describe('Brazilian phone mask', () => {
  it('shows landlines with 8 digits and mobiles with 9 after the DDD', () => {
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('(11) 3456-78901')).toBe('(11) 34567-8901');
  });

  it('formats as the visitor types', () => {
    const steps = [...'11987654321'].map((_, i) => formatPhone('11987654321'.slice(0, i + 1)));
    expect(steps).toEqual([
      '(1', '(11', '(11) 9', '(11) 98', '(11) 987', '(11) 9876', '(11) 9876-5', '(11) 9876-54', '(11) 9876-543', '(11) 9876-5432', '(11) 98765-4321',
    ]);
  });

  it('keeps digits only, at most 11, in the value sent', () => {
    expect(phoneDigits('(11) 98765-4321')).toBe('11987654321');
    expect(phoneDigits('11 98765 4321 999')).toBe('11987654321');
    expect(phoneDigits('abc')).toBe('');
    expect(phoneDigits('+55 (11) 98765-4321')).toBe('11987654321');
    expect(phoneDigits('(55) 99876-5432')).toBe('55998765432');
    expect(formatPhone('119876543219999')).toBe('(11) 98765-4321');
  });

  it('puts the caret back after the same digit', () => {
    expect(caretAfterDigits('(11) 98765-4321', 0)).toBe(1);
    expect(caretAfterDigits('(11) 98765-4321', 2)).toBe(3);
    expect(caretAfterDigits('(11) 98765-4321', 3)).toBe(6);
    expect(caretAfterDigits('(11) 98765-4321', 11)).toBe(15);
    expect(caretAfterDigits('(11', 20)).toBe(3);
  });
});
