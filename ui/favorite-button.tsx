/**
 * The 'Salvar' heart on cards and on the listing page (#17 item 1). Plain
 * server markup, not an island: the runtime's one delegated handler
 * (client/favorites/favorite-buttons.ts) toggles every button of a home and
 * sets its state from this browser's list when the page starts, so a page of
 * cards adds no React and no props.
 */
import type { ReactElement } from 'react';
import { HEART_PATH, SpriteIcon } from './icons.tsx';
import { FAVORITE_ATTR, FAVORITE_LABELS, FAVORITE_TEXT_ATTR, FAVORITE_TEXTS } from '../contract/favorites.ts';

/** The heart drawn inline: the header's, rendered once per build (cards use the page's sprite, SpriteIcon). */
export function Heart({ className }: { className: string }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={HEART_PATH} />
    </svg>
  );
}

export function FavoriteButton({ homeId, variant }: { homeId: number | string; variant: 'card' | 'listing' }): ReactElement {
  // Inside an island too, the runtime may have set aria-pressed and the label from this browser's list before React
  // hydrates it: an intended difference, which React keeps (it never patches attributes at hydration).
  const common = { type: 'button' as const, [FAVORITE_ATTR]: String(homeId), 'aria-pressed': false, 'aria-label': FAVORITE_LABELS.save, suppressHydrationWarning: true };
  if (variant === 'card') {
    return (
      <button
        {...common}
        className="group/favorite absolute right-3 top-3 z-20 flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-gray-900 shadow-md transition-colors hover:bg-white hover:text-red-700 aria-pressed:text-red-700 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <SpriteIcon name="heart" paint="stroke" className="h-5 w-5 group-aria-pressed/favorite:fill-current" />
      </button>
    );
  }
  return (
    <button
      {...common}
      className="group/favorite inline-flex min-h-11 items-center gap-2 rounded-full border border-black/20 bg-white px-4 py-2 font-semibold text-gray-900 transition-colors hover:border-red-700 hover:text-red-700 aria-pressed:border-red-700 aria-pressed:text-red-700"
    >
      <SpriteIcon name="heart" paint="stroke" className="h-5 w-5 group-aria-pressed/favorite:fill-current" />
      <span {...{ [FAVORITE_TEXT_ATTR]: '' }}>{FAVORITE_TEXTS.save}</span>
    </button>
  );
}
