/**
 * The third-party part of the site-wide head (spec §7.4, DESIGN §8): Google
 * Analytics with anonymised IP, the Facebook pixel and the Google Fonts
 * stylesheet, each only when the site config has its id or fonts. The ids are
 * already restricted by the schema; they are still serialised for the context
 * they land in (JSON inside scripts, URL-encoded inside attributes).
 */
import type { SiteConfig } from '../domain/schemas/index.ts';
import { escapeAttr, jsonForScript } from '../contract/escape.ts';
import { fontFamilyName } from './theme.ts';

export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';
export const PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js';
export const GOOGLE_FONTS_CSS_URL = 'https://fonts.googleapis.com/css2';
/** Spec §9: font weights 300, 400, 500, 700. */
const FONT_WEIGHTS = '300;400;500;700';

/** gtag.js loads async; `gtag` and the dataLayer exist at once, so events sent before it arrives are queued. */
export function googleAnalyticsTags(id: string): string {
  return (
    `<script async src="${escapeAttr(`${GTAG_URL}?id=${encodeURIComponent(id)}`)}"></script>` +
    '<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}' +
    `gtag('js',new Date());gtag('config',${jsonForScript(id)},{anonymize_ip:true})</script>`
  );
}

/** Facebook's base code: `fbq` queues calls until fbevents.js arrives (async). */
export function facebookPixelTags(id: string): string {
  return (
    '<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};' +
    "if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;" +
    `s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script',${jsonForScript(PIXEL_URL)});` +
    `fbq('init',${jsonForScript(id)});fbq('track','PageView')</script>`
  );
}

/** Families a browser already has: asking Google Fonts for them answers 400. */
const LOCAL_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'arial',
  'helvetica',
  'georgia',
  'times new roman',
  'verdana',
  'tahoma',
  'trebuchet ms',
  'courier new',
]);

/** The body and heading families Google Fonts should serve, without repeats or local families. */
export function googleFontFamilies(fonts: SiteConfig['fonts']): string[] {
  const families = [fontFamilyName(fonts?.body), fontFamilyName(fonts?.heading)];
  return [...new Set(families)].filter((family) => family !== '' && !LOCAL_FAMILIES.has(family.toLowerCase()));
}

export function googleFontsUrl(families: readonly string[]): string {
  const query = families.map((family) => `family=${encodeURIComponent(family).replace(/%20/g, '+')}:wght@${FONT_WEIGHTS}`);
  return `${GOOGLE_FONTS_CSS_URL}?${query.join('&')}&display=swap`;
}

/**
 * Preconnects, then the stylesheet loaded without blocking the first paint
 * (media="print" until it has loaded); display=swap shows text in the fallback
 * font meanwhile. Without scripts the <noscript> link applies it directly.
 */
export function googleFontsTags(families: readonly string[]): string {
  const href = escapeAttr(googleFontsUrl(families));
  return (
    '<link rel="preconnect" href="https://fonts.googleapis.com">' +
    '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>' +
    `<link rel="stylesheet" href="${href}" media="print" onload="this.media='all'">` +
    `<noscript><link rel="stylesheet" href="${href}"></noscript>`
  );
}

/** Everything above that this site has; '' for a site without ids or fonts. */
export function analyticsHead(site: SiteConfig): string {
  const gaId = site.integrations?.google_analytics?.id;
  const pixelId = site.integrations?.facebook?.pixel_id;
  const families = googleFontFamilies(site.fonts);
  return [
    families.length > 0 ? googleFontsTags(families) : '',
    gaId ? googleAnalyticsTags(gaId) : '',
    pixelId ? facebookPixelTags(pixelId) : '',
  ].join('');
}

/** True when the site sends analytics events at all (pages then declare their data). */
export function siteTracks(site: SiteConfig): boolean {
  return Boolean(site.integrations?.google_analytics?.id || site.integrations?.facebook?.pixel_id);
}
