import { describe, expect, it } from 'vitest';
import { comparablePrice, totalMonthlyCost } from './document.ts';

describe('a rental\'s total a month (rent + condomínio + IPTU, cents)', () => {
  it('adds the monthly fees to the rent; a missing fee counts 0', () => {
    expect(totalMonthlyCost({ status: 'rent', rental_price: 350_000, condominium_price: 65_000, iptu_price: 12_000 })).toBe(427_000);
    expect(totalMonthlyCost({ status: 'rent', rental_price: 980_000, condominium_price: null, iptu_price: 45_000 })).toBe(1_025_000);
    expect(totalMonthlyCost({ status: 'rent', rental_price: 280_000 })).toBe(280_000);
  });

  it('is null for a sale (its fees too) and for a rental without rent', () => {
    expect(totalMonthlyCost({ status: 'sale', rental_price: 700_000, condominium_price: 85_000, iptu_price: 20_000 })).toBeNull();
    expect(totalMonthlyCost({ status: 'rent', rental_price: null, condominium_price: 85_000 })).toBeNull();
    expect(totalMonthlyCost({ status: 'rent', rental_price: 0, condominium_price: 85_000 })).toBeNull();
  });
});

describe('the comparable price of "Menor preço" without a Finalidade', () => {
  it('is the rent of a rental and 0.5 % of a sale price, so R$ 900.000 compares as R$ 4.500 a month', () => {
    expect(comparablePrice({ status: 'rent', rental_price: 420_000 })).toBe(420_000);
    expect(comparablePrice({ status: 'sale', price: 90_000_000 })).toBe(450_000);
    expect(comparablePrice({ status: 'sale', price: null, rental_price: 420_000 })).toBeNull();
  });
});
