/**
 * The fixed top header (spec §2.4). Logo, navigation and call-to-action
 * buttons sit in three slots (start, center, end) as the layout table says;
 * below md only the logo and the mobile-menu island remain. The desktop nav is
 * plain HTML: a page ships JavaScript for the toggle only.
 */
import { siteName } from '../domain/rules/site-name.ts';
import type { ReactElement } from 'react';
import type { HeaderLayout } from '../domain/schemas/index.ts';
import { imageUrl } from '../domain/rules/index.ts';
import MobileMenu, { type MobileMenuItem } from '../client/islands/mobile-menu.tsx';
import { Island } from '../ui/island.tsx';
import { Heart } from '../ui/favorite-button.tsx';
import { FAVORITES_COUNT_ATTR } from '../contract/html-ids.ts';
import { FAVORITES_PATH } from '../contract/routes.ts';
import { pageHref } from '../domain/rules/page-href.ts';
import type { SiteContext } from '../contract/page-model.ts';
import { templateFor } from '../templates/index.ts';
import { primaryButtonColors, tenantButtonColors } from '../templates/template-types.ts';
import { menuItems, newTabAttributes } from './site-links.ts';

type HeaderPart = 'logo' | 'nav' | 'cta';
type HeaderSlot = 'start' | 'center' | 'end';

/*
 * Spec §2.4's table. Where two parts share a slot, the logo takes the outer
 * edge and the nav comes before the buttons, as one reads them.
 */
export const headerArrangements: Readonly<Record<HeaderLayout, Readonly<Record<HeaderSlot, readonly HeaderPart[]>>>> = {
  'style-1': { start: ['logo'], center: ['nav'], end: ['cta'] },
  'style-2': { start: ['logo'], center: [], end: ['nav', 'cta'] },
  'style-3': { start: ['cta'], center: ['nav'], end: ['logo'] },
  'style-4': { start: ['nav', 'cta'], center: [], end: ['logo'] },
  'style-5': { start: [], center: ['nav'], end: ['cta', 'logo'] },
  'style-6': { start: ['nav'], center: ['logo'], end: ['cta'] },
};

const slotClasses: Record<HeaderSlot, string> = {
  start: 'flex items-center justify-start gap-6',
  center: 'flex items-center justify-center gap-6',
  end: 'flex items-center justify-end gap-6',
};

function Logo({ ctx }: { ctx: SiteContext }): ReactElement {
  const { site } = ctx;
  const name = siteName(site);
  const src = imageUrl(site.assets.logo, { storageBaseUrl: ctx.storageBaseUrl });
  const width = site.header.logo_width ?? undefined;
  return (
    <a href="/" className="inline-flex min-w-0 items-center" data-header-part="logo">
      {src ? (
        <img
          src={src}
          alt={name}
          {...(width ? { width: Math.round(width), style: { width: `${width}px`, maxWidth: '40vw', height: 'auto' } } : {})}
          className={width ? undefined : 'h-10 w-auto'}
          decoding="async"
        />
      ) : (
        // A long agency name wraps onto two lines and is then cut with an ellipsis: never under the menu toggle.
        <span className="line-clamp-2 font-heading text-base leading-tight font-bold break-words text-header-text sm:text-xl" title={name}>
          {name}
        </span>
      )}
    </a>
  );
}

function Nav({ items, linkClass }: { items: MobileMenuItem[]; linkClass: string }): ReactElement {
  return (
    <nav aria-label="Menu principal" className="hidden md:block" data-header-part="nav">
      <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {items.map((item, index) => (
          <li key={`${index}-${item.url}`}>
            <a
              href={item.url}
              className={`text-header-link underline-offset-4 hover:underline ${linkClass}`}
              {...newTabAttributes(item.newTab)}
            >
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CallToAction({ items, primary }: { items: MobileMenuItem[]; primary: boolean }): ReactElement {
  const colors = primary ? primaryButtonColors : tenantButtonColors;
  return (
    <div className="hidden items-center gap-3 md:flex" data-header-part="cta">
      {items.map((item, index) => (
        <a
          key={`${index}-${item.url}`}
          href={item.url}
          data-variant={primary ? 'primary' : 'default'}
          className={`inline-flex items-center rounded-md px-4 py-2 font-semibold transition-colors ${colors}`}
          {...newTabAttributes(item.newTab)}
        >
          {item.title}
        </a>
      ))}
    </div>
  );
}

/** The saved homes (#17 item 1): a heart with the count the runtime keeps (hidden at 0). */
function FavoritesLink(): ReactElement {
  return (
    <a href={pageHref(FAVORITES_PATH)} className="relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-header-text hover:bg-black/5" data-header-favorites="">
      <Heart className="h-6 w-6" />
      <span className="sr-only">Favoritos</span>
      <span {...{ [FAVORITES_COUNT_ATTR]: '' }} hidden className="absolute -right-1 -top-1 min-w-5 rounded-full bg-primary px-1 text-center text-xs font-bold leading-5 text-on-primary">
        0
      </span>
    </a>
  );
}

export function Header({ ctx }: { ctx: SiteContext }): ReactElement {
  const { site } = ctx;
  const template = templateFor(site);
  const layout: HeaderLayout = site.header.layout ?? 'style-1';
  const arrangement = headerArrangements[layout] ?? headerArrangements['style-1'];
  const items = menuItems(site);
  const links = items.filter((item) => !item.asButton);
  const buttons = items.filter((item) => item.asButton);
  // Landing templates show their buttons in the primary colour (spec §2.4).
  const primaryButtons = template.descriptor.type === 'landing';
  // Below md the toggle goes to the side away from the logo.
  const toggleSlot: HeaderSlot = arrangement.end.includes('logo') ? 'start' : 'end';

  const renderPart = (part: HeaderPart): ReactElement | null => {
    if (part === 'logo') return <Logo key="logo" ctx={ctx} />;
    if (part === 'nav') return links.length > 0 ? <Nav key="nav" items={links} linkClass={template.theme.navLink} /> : null;
    return buttons.length > 0 ? <CallToAction key="cta" items={buttons} primary={primaryButtons} /> : null;
  };

  return (
    <header
      data-header-layout={layout}
      className={`fixed inset-x-0 top-0 z-[1000] bg-header-bg text-header-text ${template.theme.header}`}
    >
      {/* Below md a row: the logo's slot takes what the menu toggle leaves (a long name wraps, then is cut); from md the three-slot grid. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 md:grid md:h-20 md:grid-cols-[1fr_auto_1fr] lg:px-8">
        {(['start', 'center', 'end'] as const).map((slot) => (
          <div key={slot} data-header-slot={slot} className={`${slotClasses[slot]} ${arrangement[slot].includes('logo') ? 'min-w-0 flex-1' : 'shrink-0'}`}>
            {slot === toggleSlot && toggleSlot === 'start' && items.length > 0 ? (
              <Island name="mobile-menu" load="interaction" component={MobileMenu} props={{ items, primaryButtons }} />
            ) : null}
            {arrangement[slot].map(renderPart)}
            {slot === toggleSlot ? <FavoritesLink /> : null}
            {slot === toggleSlot && toggleSlot === 'end' && items.length > 0 ? (
              <Island name="mobile-menu" load="interaction" component={MobileMenu} props={{ items, primaryButtons }} />
            ) : null}
          </div>
        ))}
      </div>
    </header>
  );
}
