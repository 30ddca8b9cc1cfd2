/**
 * The header's menu toggle below md (spec §2.4): an island, so it is rendered
 * on the server and hydrated on first interaction. The dropdown lists every
 * menu item and closes when one is clicked. Hrefs arrive already passed
 * through safeHref by the server render.
 */
import { useState } from 'react';

export interface MobileMenuItem {
  title: string;
  url: string;
  asButton: boolean;
  newTab: boolean;
}

export interface MobileMenuProps {
  items: MobileMenuItem[];
  /** Landing templates show button items in the primary colour (spec §2.4). */
  primaryButtons?: boolean;
}

/*
 * A fixed id, not useId(): the island is hydrated on its own, outside the
 * page tree it was rendered in, so a tree-derived id would not match.
 * There is one header, hence one menu, per page.
 */
const PANEL_ID = 'vt-mobile-menu-panel';

export default function MobileMenu({ items, primaryButtons = false }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const label = open ? 'Fechar menu' : 'Abrir menu';

  return (
    <div
      className="relative md:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-header-text hover:bg-black/5"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={label}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        id={PANEL_ID}
        hidden={!open}
        className="fixed inset-x-0 top-16 z-[1000] max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-black/10 bg-header-bg shadow-lg"
      >
        <ul className="flex flex-col gap-1 p-4">
          {items.map((item, index) => (
            <li key={`${index}-${item.url}`}>
              <a
                href={item.url}
                className={
                  !item.asButton
                    ? 'block rounded-md px-4 py-3 text-header-link hover:bg-black/5'
                    : primaryButtons
                      ? 'mt-2 block rounded-md bg-primary px-4 py-3 text-center font-medium text-on-primary hover:opacity-90'
                      : 'mt-2 block rounded-md bg-button-bg px-4 py-3 text-center font-medium text-button-text hover:bg-button-hover-bg hover:text-button-hover-text'
                }
                {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={() => setOpen(false)}
              >
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
