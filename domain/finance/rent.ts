/**
 * What renting a home costs each month (rent, condomínio, IPTU) and the
 * guarantees the Lei do Inquilinato (Lei nº 8.245/1991, art. 37) allows a
 * landlord to ask for — only one per contract. Amounts in reais.
 */

export interface RentCosts {
  rent: number;
  condominium: number;
  iptu: number;
  total: number;
}

const amount = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/** The monthly total a tenant pays: rent + condomínio + IPTU (the monthly share the listing states). */
export function rentCosts(home: { rental_price?: number | null; condominium_price?: number | null; iptu_price?: number | null }): RentCosts {
  const rent = amount(home.rental_price);
  const condominium = amount(home.condominium_price);
  const iptu = amount(home.iptu_price);
  return { rent, condominium, iptu, total: rent + condominium + iptu };
}

/** The deposit (caução) may not exceed three months of rent (art. 38, § 2º). */
export const MAX_DEPOSIT_RENTS = 3;

export interface RentGuarantee {
  id: 'fiador' | 'seguro-fianca' | 'caucao' | 'titulo-de-capitalizacao';
  title: string;
  description: string;
}

export const RENT_GUARANTEES: readonly RentGuarantee[] = [
  { id: 'fiador', title: 'Fiador', description: 'Uma pessoa, geralmente com imóvel próprio quitado, assume pagar o aluguel se você não pagar. Não tem custo, mas depende de alguém aceitar.' },
  { id: 'seguro-fianca', title: 'Seguro-fiança', description: 'Uma seguradora garante o aluguel ao proprietário. Você paga um prêmio, em geral de 1 a 2 aluguéis por ano, sem devolução.' },
  { id: 'caucao', title: 'Caução', description: 'Um depósito de até 3 aluguéis, guardado em poupança e devolvido com correção ao fim do contrato, se não houver débitos.' },
  { id: 'titulo-de-capitalizacao', title: 'Título de capitalização', description: 'Você aplica um valor (em geral de 6 a 12 aluguéis) num título em seu nome, resgatado ao fim do contrato.' },
];
