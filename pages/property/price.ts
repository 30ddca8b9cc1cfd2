/**
 * The price lines of a listing page. Property prices are in reais (the
 * search index alone stores cents). Rent adds the monthly costs and their
 * total, the figure a tenant compares.
 */
import { formatBRL } from '../../domain/rules/index.ts';
import type { Property } from '../../domain/schemas/index.ts';

export interface PriceLine {
  label: string;
  value: string;
}

export interface ListingPrice {
  /** 'Aluguel' or 'Venda'. */
  label: string;
  /** 'R$ 2.500/mês', 'R$ 850.000' or 'Consulte'. */
  main: string;
  /** Condomínio, IPTU and Total mensal, for rent, when they exist. */
  extras: PriceLine[];
}

function amount(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

export function listingPrice(home: Pick<Property, 'status' | 'price' | 'rental_price' | 'condominium_price' | 'iptu_price'>): ListingPrice {
  if (home.status === 'sale') {
    const price = amount(home.price);
    return { label: 'Venda', main: price === undefined ? 'Consulte' : formatBRL(price), extras: [] };
  }
  const rent = amount(home.rental_price);
  const condominium = amount(home.condominium_price);
  const iptu = amount(home.iptu_price);
  const extras: PriceLine[] = [];
  if (condominium !== undefined) extras.push({ label: 'Condomínio', value: formatBRL(condominium) });
  if (iptu !== undefined) extras.push({ label: 'IPTU', value: formatBRL(iptu) });
  if (rent !== undefined && extras.length > 0) {
    extras.push({ label: 'Total mensal', value: formatBRL(rent + (condominium ?? 0) + (iptu ?? 0)) });
  }
  return { label: 'Aluguel', main: rent === undefined ? 'Consulte' : `${formatBRL(rent)}/mês`, extras };
}
