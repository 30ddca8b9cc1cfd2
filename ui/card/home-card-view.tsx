/**
 * The markup of a home card, shared by the server render (HomeCard.tsx) and
 * the search page island, so both draw the same card. It takes only what it
 * draws — the card's fields, the template's card classes and the storage base
 * URL — never the site config, so island props stay small and free of
 * secrets. The whole card is clickable through a stretched title link, so the
 * link's accessible name is the listing title rather than the card's full text.
 */
import type { ReactElement } from 'react';
import { formatArea, formatBRLFromCents, formatCount } from '../../domain/rules/format.ts';
import { CardMedia } from './card-media.tsx';
import { Icon } from '../icons.tsx';
import type { SearchDocument } from '../../domain/schemas/search-document.ts';
import { safeHref } from '../../contract/escape.ts';

/** The fields a card draws (a search document carries more). */
export type CardFields = Pick<
  SearchDocument,
  | 'id'
  | 'status'
  | 'type'
  | 'category'
  | 'name'
  | 'title'
  | 'url'
  | 'neighborhood'
  | 'city'
  | 'state'
  | 'area'
  | 'bedrooms'
  | 'parking_spaces'
  | 'image'
  | 'price'
  | 'rental_price'
  | '_geo'
>;

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

/** A card of a server-rendered section may carry its gallery (site.card.carrouselGallery). */
export type CardWithImages = CardFields & { images?: string[] };

/** Keeps only the drawn fields: hits from payloads or engines carry the whole document. */
export function toCardFields(doc: CardFields): CardFields {
  const { id, status, type, category, name, title, url, neighborhood, city, state, area, bedrooms, parking_spaces, image, price, rental_price, _geo } = doc;
  // _geo stays: the search page's map places the cards it was given.
  return {
    id,
    status,
    type,
    category,
    name,
    title,
    url,
    neighborhood,
    city,
    state,
    area,
    bedrooms,
    parking_spaces,
    image,
    price,
    rental_price,
    ...(_geo ? { _geo } : {}),
  };
}

/**
 * The card's home for property_click (spec §7.4: id, name, type, status, city,
 * state, neighborhood, price or rental_price in reais), read back by
 * client/analytics/page-events.ts. Unset fields write no attribute.
 */
export function cardTrackingAttributes(card: CardFields): Record<`data-home-${string}`, string> {
  const cents = card.status === 'rent' ? card.rental_price : card.price;
  const fields: Record<string, string | null | undefined> = {
    status: card.status,
    type: card.type,
    name: card.name,
    city: card.city,
    state: card.state,
    neighborhood: card.neighborhood,
    price: typeof cents === 'number' ? String(cents / 100) : undefined,
  };
  const attributes: Record<`data-home-${string}`, string> = {};
  for (const [key, value] of Object.entries(fields)) if (value) attributes[`data-home-${key}`] = value;
  return attributes;
}

/** 'R$ 2.500/mês' for rent, 'R$ 850.000' for sale, 'Consulte' when the price is not given. */
export function cardPrice(card: Pick<CardFields, 'status' | 'price' | 'rental_price'>): string {
  if (card.status === 'rent') {
    return typeof card.rental_price === 'number' ? `${formatBRLFromCents(card.rental_price)}/mês` : 'Consulte';
  }
  return typeof card.price === 'number' ? formatBRLFromCents(card.price) : 'Consulte';
}

/** '70 m² · 2 quartos · 1 vaga': only the facts the home has. */
export function cardFacts(card: Pick<CardFields, 'area' | 'bedrooms' | 'parking_spaces'>): string {
  const facts: string[] = [];
  if (card.area > 0) facts.push(formatArea(card.area));
  if (typeof card.bedrooms === 'number' && card.bedrooms > 0) facts.push(formatCount(card.bedrooms, 'quarto', 'quartos'));
  if (typeof card.parking_spaces === 'number' && card.parking_spaces > 0) {
    facts.push(formatCount(card.parking_spaces, 'vaga', 'vagas'));
  }
  return facts.join(' · ');
}

export function HomeCardView({ card, display, priority = false }: { card: CardWithImages; display: CardDisplay; priority?: boolean }): ReactElement {
  const options = display.options ?? {};
  const facts = cardFacts(card);
  const price = cardPrice(card);
  const border = options.border ? 'border-2 border-card-border!' : '';
  return (
    <article
      className={`group relative flex h-full flex-col bg-card text-card-text ${display.cardClass} ${border}`}
      data-home-id={card.id}
      {...cardTrackingAttributes(card)}
    >
      <CardMedia card={card} storageBaseUrl={display.storageBaseUrl} options={options} price={price} priority={priority} />
      <div className={`flex flex-1 flex-col gap-2 ${options.removePadding ? 'px-0 py-3' : 'p-4'}`}>
        {options.priceOverImage ? null : <p className="text-xl font-bold text-card-price">{price}</p>}
        <h3 className="font-heading text-base font-semibold leading-snug" {...(options.titleSize ? { style: { fontSize: options.titleSize } } : {})}>
          <a href={safeHref(card.url)} className="text-card-text after:absolute after:inset-0 hover:underline">
            {card.title}
          </a>
        </h3>
        <p className="text-sm">{`${card.neighborhood} – ${card.city}`}</p>
        {facts ? <p className="mt-auto pt-2 text-sm">{facts}</p> : null}
        {options.whatsapp ? (
          <a
            href={`https://wa.me/${options.whatsapp}?text=${encodeURIComponent(`Olá! Tenho interesse no imóvel ${card.title} (código ${card.id}).`)}`}
            target="_blank"
            rel="noopener noreferrer"
            data-track="whatsapp_click"
            data-track-context="card"
            className="relative z-10 mt-3 inline-flex items-center justify-center gap-2 rounded-full bg-[#1f7a44] px-4 py-2 text-sm font-semibold text-white hover:bg-[#17603a]"
          >
            <Icon name="whatsapp" className="h-4 w-4" />
            Conversar no WhatsApp
          </a>
        ) : null}
      </div>
    </article>
  );
}

/** A responsive grid of cards, or nothing when the list is empty. */
/** `eagerFirst`: the list opens the page (search results), so its first photo is likely the LCP element. */
export function HomeCardList({ cards, display, eagerFirst = false }: { cards: readonly CardFields[]; display: CardDisplay; eagerFirst?: boolean }): ReactElement | null {
  if (cards.length === 0) return null;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li key={card.id}>
          <HomeCardView card={card} display={display} priority={eagerFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
