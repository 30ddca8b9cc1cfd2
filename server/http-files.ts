/** Serving a release: compression and bots; the content types and cache rules are builds/http-headers.ts. */
export { cacheControl, contentType } from '../builds/http-headers.ts';

/** Text worth compressing; images and fonts are compressed already. */
export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|x-ndjson)|image\/svg\+xml)/.test(type);
}

const BOT = /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|whatsapp|lighthouse/i;

export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOT.test(userAgent) && !/chrome-lighthouse/i.test(userAgent);
}
