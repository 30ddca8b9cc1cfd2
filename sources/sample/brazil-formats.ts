/**
 * Brazilian identifiers and contact formats as brokers write them: CNPJ with valid check
 * digits, CRECI, CEP, landline and mobile numbers. Pure: randomness comes from the caller.
 */
import type { Random } from './random.ts';

function digits(random: Random, count: number): number[] {
  return Array.from({ length: count }, () => random.int(0, 9));
}

/** A CNPJ check digit (weights 2..9 from the right, modulo 11). */
function cnpjCheckDigit(base: readonly number[]): number {
  const weights = base.map((_, i) => 2 + ((base.length - 1 - i) % 8));
  const sum = base.reduce((total, digit, i) => total + digit * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** '12.345.678/0001-95': a head office (0001) with correct check digits. */
export function cnpj(random: Random): string {
  const base = [...digits(random, 8), 0, 0, 0, 1];
  const first = cnpjCheckDigit(base);
  const second = cnpjCheckDigit([...base, first]);
  const d = [...base, first, second].join('');
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

/** 'CRECI-SP 123456-F' for a broker, 'CRECI-SP 12345-J' for a company (pessoa jurídica). */
export function creci(random: Random, state: string, kind: 'F' | 'J'): string {
  const number = kind === 'F' ? random.int(30_000, 289_999) : random.int(10_000, 49_999);
  return `CRECI-${state} ${number}-${kind}`;
}

/** '01234-567' from a range of five-digit prefixes. */
export function cep(random: Random, [low, high]: readonly [number, number]): string {
  const prefix = String(random.int(low, high)).padStart(5, '0');
  return `${prefix}-${String(random.int(0, 999)).padStart(3, '0')}`;
}

/** '(11) 3456-7890' */
export function landline(random: Random, ddd: number): string {
  return `(${ddd}) ${random.int(2, 5)}${digits(random, 3).join('')}-${digits(random, 4).join('')}`;
}

/** '(11) 98765-4321': mobiles have nine digits starting with 9. */
export function mobile(random: Random, ddd: number): string {
  return `(${ddd}) 9${random.int(6, 9)}${digits(random, 3).join('')}-${digits(random, 4).join('')}`;
}

/** Prices as ads show them: rents to R$ 50 (R$ 10 under R$ 1.000), sale prices to R$ 5.000 (R$ 1.000 under R$ 200.000). */
export function roundPrice(value: number, kind: 'rent' | 'sale' | 'fee'): number {
  const step = kind === 'fee' ? 10 : kind === 'rent' ? (value < 1_000 ? 10 : 50) : value < 200_000 ? 1_000 : 5_000;
  return Math.max(step, Math.round(value / step) * step);
}
