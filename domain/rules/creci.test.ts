import { describe, expect, it } from 'vitest';
import { creciParts, creciText } from './creci.ts';

describe('creciText', () => {
  it('says CRECI once, whether the data carries the label or not', () => {
    expect(creciText('J-98765')).toBe('CRECI J-98765');
    expect(creciText('CRECI J-98765')).toBe('CRECI J-98765');
    expect(creciText('creci: 12345-F')).toBe('creci 12345-F');
    expect(creciText('CRECI-SP 98765-F')).toBe('CRECI-SP 98765-F');
    expect(creciText('CRECI/RJ 1234')).toBe('CRECI/RJ 1234');
    expect(creciText(' 54321 ')).toBe('CRECI 54321');
  });

  it('splits the label from the number for a label/value list', () => {
    expect(creciParts('CRECI-SP 98765-F')).toEqual({ label: 'CRECI-SP', number: '98765-F' });
    expect(creciParts('CRECI J-98765')).toEqual({ label: 'CRECI', number: 'J-98765' });
    expect(creciParts('98765')).toEqual({ label: 'CRECI', number: '98765' });
  });
});
