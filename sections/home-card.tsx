/**
 * Home cards in server-rendered sections: the shared card markup
 * (home-card-view.tsx) with this site's display options, taken from the
 * SiteContext. The search page island draws the same markup from the same
 * options, passed as props (cardDisplayFor).
 */
import type { ReactElement } from 'react';
import type { HomeCard } from '../contract/home-card.ts';
import type { SiteContext } from '../contract/page-model.ts';
import { whatsappDigits } from '../domain/rules/phone.ts';
import { contactChannels } from '../shell/contact-links.tsx';
import { templateFor } from '../templates/index.ts';
import type { CardDisplay } from '../ui/card/card-display.ts';
import { HomeCardList } from '../ui/card/home-card-view.tsx';

const displays = new WeakMap<SiteContext, CardDisplay>();

/** Only what cards need from the site: no config, no secrets. One object per site context (it is asked for on every page). */
export function cardDisplayFor(ctx: SiteContext): CardDisplay {
  let display = displays.get(ctx);
  if (!display) displays.set(ctx, (display = displayOf(ctx)));
  return display;
}

function displayOf(ctx: SiteContext): CardDisplay {
  const card = ctx.site.card;
  const whatsapp = card.showWhatsappButton ? whatsappDigits(contactChannels(ctx.site).whatsapp ?? '') : '';
  const options = {
    ...(card.carrouselGallery ? { gallery: true } : {}),
    ...(card.showImageTags ? { tags: true } : {}),
    ...(card.priceOverImage ? { priceOverImage: true } : {}),
    // A bare number is pixels; a unit-less string ('18') too.
    ...(card.titleFontSize !== null && card.titleFontSize !== undefined && card.titleFontSize !== ''
      ? { titleSize: /^[\d.]+$/.test(String(card.titleFontSize)) ? `${card.titleFontSize}px` : String(card.titleFontSize) }
      : {}),
    ...(card.removePadding ? { removePadding: true } : {}),
    ...(card.addBorder ? { border: true } : {}),
    ...(whatsapp ? { whatsapp } : {}),
  };
  return { cardClass: templateFor(ctx.site).theme.card, storageBaseUrl: ctx.storageBaseUrl, ...(Object.keys(options).length ? { options } : {}) };
}

/** A responsive grid of cards, or nothing when the list is empty. */
export function HomeCardGrid({ cards, ctx }: { cards: readonly HomeCard[]; ctx: SiteContext }): ReactElement | null {
  return <HomeCardList cards={cards} display={cardDisplayFor(ctx)} />;
}
