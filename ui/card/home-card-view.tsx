/**
 * The markup of a home card, shared by the server render (sections/home-card.tsx) and
 * the search page island, so both draw the same card. It takes only what it
 * draws — the card's fields, the template's card classes and the storage base
 * URL — never the site config, so island props stay small and free of
 * secrets. The whole card is clickable through a stretched title link, so the
 * link's accessible name is the listing title rather than the card's full text.
 */
import type { HTMLAttributes, ReactElement } from 'react';
import { CardMedia } from './card-media.tsx';
import type { PhotoLoading } from '../responsive-image.tsx';
import { FavoriteButton } from '../favorite-button.tsx';
import { SpriteIcon } from '../icons.tsx';
import { safeHref } from '../../contract/escape.ts';
import { trackedHome, trackingAttributes } from '../../contract/home-analytics.ts';
import type { HomeCard } from '../../contract/home-card.ts';
import { HOME_ID_ATTR } from '../../contract/html-ids.ts';
import { cardFacts, cardMonthlyTotal, cardPrice, type CardDisplay } from './card-display.ts';

/** What a list may add to each card's root: the search page's hover and focus handlers that highlight its map pin. */
export type CardEvents = Pick<HTMLAttributes<HTMLElement>, 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur'>;

export function HomeCardView({ card, display, photo = 'lazy', events }: { card: HomeCard; display: CardDisplay; photo?: PhotoLoading; events?: CardEvents }): ReactElement {
  const options = display.options ?? {};
  const facts = cardFacts(card);
  const price = cardPrice(card);
  const monthly = cardMonthlyTotal(card);
  const border = options.border ? 'border-2 border-card-border!' : '';
  return (
    <article
      className={`group relative flex h-full flex-col bg-card text-card-text ${display.cardClass} ${border}`}
      {...{ [HOME_ID_ATTR]: card.id }}
      {...trackingAttributes(trackedHome(card, 'cents'))}
      {...events}
    >
      <CardMedia card={card} storageBaseUrl={display.storageBaseUrl} options={options} price={price} loading={photo} />
      <FavoriteButton homeId={card.id} variant="card" />
      <div className={`flex flex-1 flex-col gap-2 ${options.removePadding ? 'px-0 py-3' : 'p-4'}`}>
        {options.priceOverImage ? null : <p className="text-xl font-bold text-card-price">{price}</p>}
        {monthly ? (
          <p className="-mt-1 text-sm" data-card-total>
            <span className="font-semibold">{monthly.total}</span>
            <span className="block text-xs">
              {/* Each part on one line: a sum never breaks between 'R$' and its amount. */}
              {monthly.parts.map((part, index) => (
                <span key={part}>
                  {index > 0 ? ' + ' : null}
                  <span className="whitespace-nowrap">{part}</span>
                </span>
              ))}
            </span>
          </p>
        ) : null}
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
            <SpriteIcon name="whatsapp" paint="fill" className="h-4 w-4" />
            Conversar no WhatsApp
          </a>
        ) : null}
      </div>
    </article>
  );
}

// Each distinct display (by its content) gets a small number, so a card's key stays short to hash.
const displayIds = new WeakMap<CardDisplay, number>();
const displayNumbers = new Map<string, number>();
function displayId(display: CardDisplay): number {
  let id = displayIds.get(display);
  if (id === undefined) {
    const json = JSON.stringify(display);
    id = displayNumbers.get(json);
    if (id === undefined) displayNumbers.set(json, (id = displayNumbers.size));
    displayIds.set(display, id);
  }
  return id;
}

/**
 * The static renderer reuses a card's HTML within one build (renderer/fragment-cache.ts): a build
 * draws each home from one search document, so the id (and the gallery it was given) with the
 * site's display settings names the card. The first card of a results list is not reused: it
 * adds the page's image preload hint.
 */
HomeCardView.fragmentKey = ({ card, display, photo = 'lazy' }: { card: HomeCard; display: CardDisplay; photo?: PhotoLoading }): string | null =>
  photo !== 'lazy' ? null : `${displayId(display)}:${card.id}:${card.images?.length ?? 0}`;

/**
 * A responsive grid of cards, or nothing when the list is empty. `firstPhoto`: how the first
 * card's photo loads (search results: 'priority' when they open the page, the likely LCP
 * element; 'eager' below a hero); every other photo is lazy.
 */
export function HomeCardList(props: {
  cards: readonly HomeCard[];
  display: CardDisplay;
  firstPhoto?: PhotoLoading;
  /** Handlers for each card's root (the search page highlights the card's map pin). */
  eventsFor?: (card: HomeCard) => CardEvents;
}): ReactElement | null {
  const { cards, display, firstPhoto = 'lazy', eventsFor } = props;
  if (cards.length === 0) return null;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li key={card.id}>
          <HomeCardView card={card} display={display} photo={index === 0 ? firstPhoto : 'lazy'} {...(eventsFor ? { events: eventsFor(card) } : {})} />
        </li>
      ))}
    </ul>
  );
}
