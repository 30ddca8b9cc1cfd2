/**
 * pt-BR number formats a visitor reads: prices, areas, counts. Intl puts a
 * no-break space after 'R$'; we write a plain space so the strings match what
 * brokers type and what tests and search snippets compare.
 */

const NO_BREAK_SPACES = /[\u00a0\u202f]/g;

const wholeReais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const reaisWithCents = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

function plainSpaces(text: string): string {
  return text.replace(NO_BREAK_SPACES, ' ');
}

/**
 * 'R$ 1.250.000' for whole reais, 'R$ 1.250,50' otherwise. Computed in whole
 * cents, so float noise (0.1 + 0.2) never shows. A non-finite value gives ''.
 */
export function formatBRL(reais: number): string {
  if (!Number.isFinite(reais)) return '';
  return formatBRLFromCents(Math.round(reais * 100));
}

/** The search index stores prices in cents (spec §3.1): 125000050 → 'R$ 1.250.000,50'. */
export function formatBRLFromCents(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  const wholeCents = Math.round(cents);
  const format = wholeCents % 100 === 0 ? wholeReais : reaisWithCents;
  return plainSpaces(format.format(wholeCents / 100));
}

/** '70 m²', '1.200 m²', '72,5 m²'. A non-finite value gives ''. */
export function formatArea(squareMetres: number): string {
  if (!Number.isFinite(squareMetres)) return '';
  return `${decimal.format(squareMetres)} m²`;
}

/** '1 quarto', '3 quartos', '0 quartos', '1.000 visitas'. */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${decimal.format(count)} ${count === 1 ? singular : plural}`;
}

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** '11,5%', '20%', '0,91%' (a percentage given as its number: 11.5 → '11,5%'). A non-finite value gives ''. */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '';
  return `${percent.format(value)}%`;
}
