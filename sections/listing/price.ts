/**
 * The price lines of a listing page. Property prices are in reais (the
 * search index alone stores cents). Rent adds the monthly costs and their
 * total, the figure a tenant compares; a sale lists the same monthly costs
 * (a buyer pays them too, and portals show them), without a total.
 */
import { formatBRL } from '../../domain/rules/index.ts';
import type { PublicProperty as Property } from '../../domain/rules/public-property.ts';

export interface PriceLine {
  label: string;
  value: string;
}

export interface ListingPrice {
  /** 'Aluguel' or 'Venda'. */
  label: string;
  /** 'R$ 2.500/mês', 'R$ 850.000' or 'Consulte'. */
  main: string;
  /** Condomínio and IPTU when they exist; for rent also Total mensal. */
  extras: PriceLine[];
}

function amount(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

export function listingPrice(home: Pick<Property, 'status' | 'price' | 'rental_price' | 'condominium_price' | 'iptu_price'>): ListingPrice {
  const condominium = amount(home.condominium_price);
  const iptu = amount(home.iptu_price);
  // Monthly figures: in a rental box they add up to the total, so '/mês' is said once, by the total.
  const perMonth = home.status === 'sale' ? '/mês' : '';
  const extras: PriceLine[] = [];
  if (condominium !== undefined) extras.push({ label: 'Condomínio', value: `${formatBRL(condominium)}${perMonth}` });
  if (iptu !== undefined) extras.push({ label: 'IPTU', value: `${formatBRL(iptu)}${perMonth}` });
  if (home.status === 'sale') {
    const price = amount(home.price);
    return { label: 'Venda', main: price === undefined ? 'Consulte' : formatBRL(price), extras };
  }
  const rent = amount(home.rental_price);
  if (rent !== undefined && extras.length > 0) {
    extras.push({ label: 'Total mensal', value: formatBRL(rent + (condominium ?? 0) + (iptu ?? 0)) });
  }
  return { label: 'Aluguel', main: rent === undefined ? 'Consulte' : `${formatBRL(rent)}/mês`, extras };
}
