/**
 * How a card reads: the site's card options, and its price and facts as text.
 * The price label is also the map marker's (client/search/map-markers.ts),
 * so a card and its marker always say the same.
 */
import { formatArea, formatBRLFromCents, formatCount } from '../../domain/rules/format.ts';
import type { HomeCard } from '../../contract/home-card.ts';

/** The site's card options (spec §3.3 `card`) that change markup; its colours arrive as CSS variables (renderer/theme.ts). */
export interface CardOptions {
  /** A scroll-snap strip of the card's photos (no JS), when the card has several. */
  gallery?: boolean;
  /** Status and category tags over the photo. */
  tags?: boolean;
  priceOverImage?: boolean;
  /** A CSS length validated by the schema ('18px', '1.25rem'). */
  titleSize?: string;
  removePadding?: boolean;
  border?: boolean;
  /** The site's WhatsApp number, digits only: a button on each card. */
  whatsapp?: string;
}

/** How cards look on this site: the template's card classes, where relative images live (spec §7.3), the site's card options. */
export interface CardDisplay {
  cardClass: string;
  storageBaseUrl: string;
  options?: CardOptions;
}

/** 'R$ 2.500/mês' for rent, 'R$ 850.000' for sale, 'Consulte' when the price is not given. */
export function cardPrice(card: Pick<HomeCard, 'status' | 'price' | 'rental_price'>): string {
  if (card.status === 'rent') {
    return typeof card.rental_price === 'number' ? `${formatBRLFromCents(card.rental_price)}/mês` : 'Consulte';
  }
  return typeof card.price === 'number' ? formatBRLFromCents(card.price) : 'Consulte';
}

export interface MonthlyTotal {
  /** 'Total R$ 4.270/mês'. */
  total: string;
  /** ['Aluguel R$ 3.500', 'Condomínio R$ 650', 'IPTU R$ 120']: read as a sum. */
  parts: string[];
}

/**
 * A rental's total a month and its parts, when it has a fee on top of the rent (the total
 * would only repeat the rent otherwise). IPTU is monthly in the data (search/document.ts).
 */
export function cardMonthlyTotal(card: Pick<HomeCard, 'status' | 'rental_price' | 'condominium_price' | 'iptu_price' | 'total_cost'>): MonthlyTotal | undefined {
  const fee = (cents: number | null | undefined) => (typeof cents === 'number' && cents > 0 ? cents : undefined);
  const condominium = fee(card.condominium_price);
  const iptu = fee(card.iptu_price);
  if (card.status !== 'rent' || typeof card.total_cost !== 'number' || typeof card.rental_price !== 'number') return undefined;
  if (condominium === undefined && iptu === undefined) return undefined;
  const parts = [`Aluguel ${formatBRLFromCents(card.rental_price)}`];
  if (condominium !== undefined) parts.push(`Condomínio ${formatBRLFromCents(condominium)}`);
  if (iptu !== undefined) parts.push(`IPTU ${formatBRLFromCents(iptu)}`);
  return { total: `Total ${formatBRLFromCents(card.total_cost)}/mês`, parts };
}

/** '70 m² · 2 quartos · 1 vaga': only the facts the home has. */
export function cardFacts(card: Pick<HomeCard, 'area' | 'bedrooms' | 'parking_spaces'>): string {
  const facts: string[] = [];
  if (card.area > 0) facts.push(formatArea(card.area));
  if (typeof card.bedrooms === 'number' && card.bedrooms > 0) facts.push(formatCount(card.bedrooms, 'quarto', 'quartos'));
  if (typeof card.parking_spaces === 'number' && card.parking_spaces > 0) {
    facts.push(formatCount(card.parking_spaces, 'vaga', 'vagas'));
  }
  return facts.join(' · ');
}
