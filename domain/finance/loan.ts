/**
 * Home financing as Brazilian banks quote it: the two amortization systems
 * (SAC: constant amortization, falling instalments; PRICE: constant
 * instalment), from the home's price, the down payment, the term in months
 * and the nominal annual rate (converted to the equivalent monthly rate, as
 * banks do: (1 + a)^(1/12) − 1). Amounts in reais, unrounded: the views
 * format them. The bank's CET adds insurance (MIP, DFI) and fees, so real
 * instalments are higher; the simulator says so.
 */

/** Defaults of the listing's simulator: 20 % down, 30 years, 11,5 % a.a. */
export const FINANCING_DEFAULTS = { downPaymentPercent: 20, months: 360, annualRatePercent: 11.5 } as const;
/** Banks cap the first instalment at 30 % of the family's gross monthly income. */
export const INCOME_COMMITMENT = 0.3;

export interface FinancingInput {
  /** The home's price, reais. */
  price: number;
  downPaymentPercent: number;
  months: number;
  annualRatePercent: number;
}

export interface InstalmentTable {
  first: number;
  last: number;
  total: number;
  /** The gross monthly income at which the first instalment is 30 % of it. */
  incomeNeeded: number;
}

export interface FinancingSummary {
  downPayment: number;
  financed: number;
  monthlyRate: number;
  months: number;
  sac: InstalmentTable;
  price: InstalmentTable;
}

/** The monthly rate equivalent to an annual one (compound): 12,68 % a.a. → 1 % a.m. */
export function monthlyRateOf(annualRate: number): number {
  return (1 + annualRate) ** (1 / 12) - 1;
}

/** PRICE (French system): PMT = PV·i / (1 − (1 + i)^−n), every month the same. */
export function priceTable(principal: number, monthlyRate: number, months: number): InstalmentTable {
  const payment = monthlyRate === 0 ? principal / months : (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  return { first: payment, last: payment, total: payment * months, incomeNeeded: payment / INCOME_COMMITMENT };
}

/**
 * SAC: amortization A = PV/n each month plus the interest on the balance still owed.
 * First = A + PV·i, last = A·(1 + i), total = PV + PV·i·(n + 1)/2.
 */
export function sacTable(principal: number, monthlyRate: number, months: number): InstalmentTable {
  const amortization = principal / months;
  const first = amortization + principal * monthlyRate;
  return {
    first,
    last: amortization * (1 + monthlyRate),
    total: principal + (principal * monthlyRate * (months + 1)) / 2,
    incomeNeeded: first / INCOME_COMMITMENT,
  };
}

/** Input out of range (a typo, an empty field) is brought to the nearest sensible value, never NaN. */
export function normalizeFinancing(input: FinancingInput): FinancingInput {
  const finite = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);
  return {
    price: Math.max(0, finite(input.price, 0)),
    downPaymentPercent: Math.min(100, Math.max(0, finite(input.downPaymentPercent, FINANCING_DEFAULTS.downPaymentPercent))),
    months: Math.min(600, Math.max(1, Math.round(finite(input.months, FINANCING_DEFAULTS.months)))),
    annualRatePercent: Math.min(100, Math.max(0, finite(input.annualRatePercent, FINANCING_DEFAULTS.annualRatePercent))),
  };
}

export function financingSummary(raw: FinancingInput): FinancingSummary {
  const input = normalizeFinancing(raw);
  const downPayment = (input.price * input.downPaymentPercent) / 100;
  const financed = input.price - downPayment;
  const monthlyRate = monthlyRateOf(input.annualRatePercent / 100);
  return {
    downPayment,
    financed,
    monthlyRate,
    months: input.months,
    sac: sacTable(financed, monthlyRate, input.months),
    price: priceTable(financed, monthlyRate, input.months),
  };
}
