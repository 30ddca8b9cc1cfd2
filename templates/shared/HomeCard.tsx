/**
 * Home cards in server-rendered sections: the shared card markup
 * (HomeCardView.tsx) with this site's display options, taken from the
 * SiteContext. The search page island draws the same markup from the same
 * options, passed as props (cardDisplayFor).
 */
import type { ReactElement } from 'react';
import type { HomeCard as HomeCardData, SiteContext } from '../../renderer/page-data.ts';
import { templateFor } from '../index.ts';
import { HomeCardList, HomeCardView, type CardDisplay } from './HomeCardView.tsx';

export { cardFacts, cardPrice } from './HomeCardView.tsx';

/** Only what cards need from the site: no config, no secrets. */
export function cardDisplayFor(ctx: SiteContext): CardDisplay {
  return { cardClass: templateFor(ctx.site).theme.card, storageBaseUrl: ctx.storageBaseUrl };
}

export function HomeCard({ card, ctx }: { card: HomeCardData; ctx: SiteContext }): ReactElement {
  return <HomeCardView card={card} display={cardDisplayFor(ctx)} />;
}

/** A responsive grid of cards, or nothing when the list is empty. */
export function HomeCardGrid({ cards, ctx }: { cards: readonly HomeCardData[]; ctx: SiteContext }): ReactElement | null {
  return <HomeCardList cards={cards} display={cardDisplayFor(ctx)} />;
}
