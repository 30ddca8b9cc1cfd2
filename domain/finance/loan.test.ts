import { describe, expect, it } from 'vitest';
import { FINANCING_DEFAULTS, financingSummary, monthlyRateOf, priceTable, sacTable } from './loan.ts';
import { rentCosts } from './rent.ts';

describe('monthlyRateOf', () => {
  it('is the compound monthly equivalent: 12,6825 % a.a. is 1 % a.m.', () => {
    expect(monthlyRateOf(1.01 ** 12 - 1)).toBeCloseTo(0.01, 12);
    // 11,5 % a.a. by hand: 1.115^(1/12) = e^(ln 1.115 / 12) = e^(0.108854 / 12) = e^0.0090712 → 0.0091124
    expect(monthlyRateOf(0.115)).toBeCloseTo(0.0091124, 6);
  });
});

describe('PRICE', () => {
  it('PV 400.000 at 1 % a.m. over 360 months: PMT = PV·i/(1−(1+i)^−n) ≈ R$ 4.114,45', () => {
    // (1.01)^360 = 35.949641; 1 − 1/35.949641 = 0.9721832; 4000 / 0.9721832 = 4114.4514
    const table = priceTable(400_000, 0.01, 360);
    expect(table.first).toBeCloseTo(4114.45, 2);
    expect(table.last).toBe(table.first);
    expect(table.total).toBeCloseTo(4114.4514 * 360, 0);
    expect(table.incomeNeeded).toBeCloseTo(4114.45 / 0.3, 1);
  });
  it('with no interest is the principal split evenly', () => {
    expect(priceTable(120_000, 0, 120).first).toBe(1000);
  });
});

describe('SAC', () => {
  it('PV 400.000 at 1 % a.m. over 360 months: first = PV/n + PV·i, last = PV/n·(1+i)', () => {
    const table = sacTable(400_000, 0.01, 360);
    // 400000/360 = 1111.11; + 4000 interest = 5111.11; last 1111.11 × 1.01 = 1122.22
    expect(table.first).toBeCloseTo(5111.11, 2);
    expect(table.last).toBeCloseTo(1122.22, 2);
    // interest over the term: PV·i·(n+1)/2 = 4000 × 180.5 = 722.000
    expect(table.total).toBeCloseTo(1_122_000, 2);
    expect(table.incomeNeeded).toBeCloseTo(17_037.04, 2);
  });
  it('sums to the same total as paying each month on the balance', () => {
    const [pv, i, n] = [250_000, 0.008, 240];
    let balance = pv;
    let paid = 0;
    for (let month = 0; month < n; month++) {
      paid += pv / n + balance * i;
      balance -= pv / n;
    }
    expect(sacTable(pv, i, n).total).toBeCloseTo(paid, 6);
  });
});

describe('financingSummary', () => {
  it('takes the down payment off the price and converts the annual rate', () => {
    // R$ 500.000 with 20 % down finances 400.000; 12,6825 % a.a. = 1 % a.m.
    const summary = financingSummary({ price: 500_000, downPaymentPercent: 20, months: 360, annualRatePercent: (1.01 ** 12 - 1) * 100 });
    expect(summary.downPayment).toBe(100_000);
    expect(summary.financed).toBe(400_000);
    expect(summary.price.first).toBeCloseTo(4114.45, 2);
    expect(summary.sac.first).toBeCloseTo(5111.11, 2);
  });
  it('keeps figures finite on empty or absurd input', () => {
    const summary = financingSummary({ price: 300_000, downPaymentPercent: Number.NaN, months: 0, annualRatePercent: -5 });
    expect(summary.downPayment).toBe(300_000 * FINANCING_DEFAULTS.downPaymentPercent / 100);
    expect(summary.months).toBe(1);
    expect(summary.price.first).toBeCloseTo(240_000, 6);
    expect(Number.isFinite(summary.sac.total)).toBe(true);
  });
});

describe('rentCosts', () => {
  it('adds condomínio and IPTU to the rent; missing costs count as zero', () => {
    expect(rentCosts({ rental_price: 2500, condominium_price: 600, iptu_price: 120 }).total).toBe(3220);
    expect(rentCosts({ rental_price: 2500, condominium_price: null }).total).toBe(2500);
  });
});
