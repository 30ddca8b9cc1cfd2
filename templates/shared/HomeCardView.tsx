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
import type { SearchDocument } from '../../domain/schemas/search-document.ts';
import { safeHref } from '../../renderer/escape.ts';
import { imageSource, ResponsiveImage } from './ResponsiveImage.tsx';

/** The fields a card draws (a search document carries more). */
export type CardFields = Pick<
  SearchDocument,
  | 'id'
  | 'status'
  | 'type'
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

/** How cards look on this site: the template's card classes and where relative images live (spec §7.3). */
export interface CardDisplay {
  cardClass: string;
  storageBaseUrl: string;
}

const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 480;

/** Keeps only the drawn fields: hits from payloads or engines carry the whole document. */
export function toCardFields(doc: CardFields): CardFields {
  const { id, status, type, name, title, url, neighborhood, city, state, area, bedrooms, parking_spaces, image, price, rental_price, _geo } = doc;
  // _geo stays: the search page's map places the cards it was given.
  return {
    id,
    status,
    type,
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

export function HomeCardView({ card, display }: { card: CardFields; display: CardDisplay }): ReactElement {
  const image = imageSource(card.image, { storageBaseUrl: display.storageBaseUrl, width: IMAGE_WIDTH, height: IMAGE_HEIGHT });
  const facts = cardFacts(card);

  return (
    <article className={`group relative flex h-full flex-col ${display.cardClass}`} data-home-id={card.id} {...cardTrackingAttributes(card)}>
      <div className="aspect-[4/3] overflow-hidden bg-gray-100">
        {image ? (
          <ResponsiveImage
            source={image}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt={card.title}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xl font-bold text-text">{cardPrice(card)}</p>
        <h3 className="font-heading text-base font-semibold leading-snug">
          <a href={safeHref(card.url)} className="text-text after:absolute after:inset-0 hover:underline">
            {card.title}
          </a>
        </h3>
        <p className="text-sm text-text">{`${card.neighborhood} – ${card.city}`}</p>
        {facts ? <p className="mt-auto pt-2 text-sm text-text">{facts}</p> : null}
      </div>
    </article>
  );
}

/** A responsive grid of cards, or nothing when the list is empty. */
export function HomeCardList({ cards, display }: { cards: readonly CardFields[]; display: CardDisplay }): ReactElement | null {
  if (cards.length === 0) return null;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id}>
          <HomeCardView card={card} display={display} />
        </li>
      ))}
    </ul>
  );
}
