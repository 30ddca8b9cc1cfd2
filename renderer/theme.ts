/**
 * Tenant theme as CSS custom properties (DESIGN §6): one stylesheet for every
 * tenant, the tenant's colours and fonts arrive as `--vt-*` variables. Colours
 * come validated (six-digit hex) from the schema; text colours are corrected
 * when a palette would not be readable.
 */
import { readableColorOn, readableTextOn } from '../domain/rules/colors.ts';
import type { SiteConfig } from '../domain/schemas/index.ts';

const defaults = {
  primary: '#1d4ed8',
  secondary: '#0f172a',
  accent: '#f59e0b',
  background: '#ffffff',
  text: '#111827',
};

/**
 * Text colour on `bg` (WCAG 2.2 AA, 4.5:1): the wanted one when it passes, else
 * a darker/lighter shade of it, else near-black or white (domain/rules/colors.ts).
 */
function textOn(bg: string, wanted: string | null | undefined): string {
  return wanted ? readableColorOn(bg, wanted) : readableTextOn(bg);
}

/**
 * The tenant's font family first, then the fallback stack. A config may hold a
 * family ('Open Sans') or a whole stack ('"Open Sans", sans-serif'): the first
 * family is taken, and only letters, digits, spaces and hyphens survive.
 */
export function fontStack(name: string | null | undefined, fallback: string): string {
  const clean = fontFamilyName(name);
  return clean ? `"${clean}", ${fallback}` : fallback;
}

/** The first family of a configured font, cleaned as above ('' when none): what the theme and the Google Fonts link use. */
export function fontFamilyName(name: string | null | undefined): string {
  return (name ?? '').split(',')[0]!.replace(/[^\p{L}\p{N} -]/gu, '').trim();
}

export function themeVariables(site: SiteConfig): Record<string, string> {
  const c = site.colors ?? {};
  const primary = c.primary ?? defaults.primary;
  const background = c.background ?? defaults.background;
  const buttonBg = c.button?.background ?? primary;
  const headerBg = site.header?.colors?.background ?? background;
  const footerBg = site.footer?.colors?.background ?? c.secondary ?? defaults.secondary;
  const card = site.card;
  const cardBg = card.backgroundColor ?? '#ffffff';
  const sans = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  return {
    '--vt-primary': primary,
    '--vt-on-primary': readableTextOn(primary),
    // The primary colour as text on the page background (eyebrows, icons with meaning).
    '--vt-primary-ink': textOn(background, primary),
    '--vt-secondary': c.secondary ?? defaults.secondary,
    '--vt-on-secondary': readableTextOn(c.secondary ?? defaults.secondary),
    '--vt-accent': c.accent ?? defaults.accent,
    '--vt-background': background,
    '--vt-text': textOn(background, c.text ?? defaults.text),
    '--vt-link-text': textOn(c.link?.background ?? background, c.link?.text ?? c.link?.default ?? primary),
    '--vt-link-hover': textOn(c.link?.background ?? background, c.link?.hover ?? primary),
    '--vt-button-bg': buttonBg,
    '--vt-button-text': textOn(buttonBg, c.button?.text),
    '--vt-button-hover-bg': c.button?.hover_background ?? buttonBg,
    '--vt-button-hover-text': textOn(c.button?.hover_background ?? buttonBg, c.button?.hover_text ?? c.button?.text),
    '--vt-header-bg': headerBg,
    '--vt-header-text': textOn(headerBg, site.header?.colors?.text),
    '--vt-header-link': textOn(headerBg, site.header?.colors?.link),
    '--vt-footer-bg': footerBg,
    '--vt-footer-text': textOn(footerBg, site.footer?.colors?.text),
    '--vt-footer-link': textOn(footerBg, site.footer?.colors?.link),
    '--vt-footer-icon': textOn(footerBg, site.footer?.colors?.icon),
    // Cards (spec §3.3 card): background, border, and a price colour readable on the card.
    '--vt-card-bg': cardBg,
    '--vt-card-text': readableTextOn(cardBg),
    '--vt-card-border': card.borderColor ?? '#e5e7eb',
    '--vt-card-price': textOn(cardBg, card.priceTextColor ?? c.text ?? defaults.text),
    '--vt-font-body': fontStack(site.fonts?.body, sans),
    '--vt-font-heading': fontStack(site.fonts?.heading ?? site.fonts?.body, sans),
  };
}

export function themeStyle(site: SiteConfig): string {
  const vars = Object.entries(themeVariables(site))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${vars}}`;
}
