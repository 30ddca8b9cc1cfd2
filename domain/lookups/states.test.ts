import { describe, expect, it } from 'vitest';
import { brazilianStates, isStateCode, stateByCode, stateNamed } from './states.ts';

describe('brazilianStates', () => {
  it('lists the 27 units with unique uppercase codes', () => {
    expect(brazilianStates).toHaveLength(27);
    const codes = brazilianStates.map((state) => state.code);
    expect(new Set(codes).size).toBe(27);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});

describe('stateByCode', () => {
  it('finds a state whatever the case', () => {
    expect(stateByCode('SP')).toEqual({ code: 'SP', name: 'São Paulo' });
    expect(stateByCode('sp')).toEqual({ code: 'SP', name: 'São Paulo' });
    expect(stateByCode(' rj ')?.name).toBe('Rio de Janeiro');
    expect(stateByCode('df')?.name).toBe('Distrito Federal');
    expect(stateByCode('RN')?.name).toBe('Rio Grande do Norte');
  });

  it('answers undefined for anything else', () => {
    expect(stateByCode('XX')).toBeUndefined();
    expect(stateByCode('')).toBeUndefined();
    expect(stateByCode('São Paulo')).toBeUndefined();
    expect(stateByCode(undefined)).toBeUndefined();
    expect(stateByCode(null)).toBeUndefined();
  });

  it('isStateCode mirrors stateByCode', () => {
    expect(isStateCode('mg')).toBe(true);
    expect(isStateCode('zz')).toBe(false);
  });
});

describe('stateNamed', () => {
  it('reads a state written by its code or its name, in any case and with or without accents', () => {
    for (const value of ['SP', 'sp', ' Sp ', 'São Paulo', 'sao paulo', 'SÃO PAULO']) expect([value, stateNamed(value)?.code]).toEqual([value, 'SP']);
    expect(stateNamed('Rio Grande do Sul')?.code).toBe('RS');
    expect(stateNamed('Distrito Federal')?.code).toBe('DF');
  });

  it('names nothing else', () => {
    for (const value of ['Paulista', 'XX', '', 'Campinas']) expect(stateNamed(value)).toBeUndefined();
  });
});
