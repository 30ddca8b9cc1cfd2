/**
 * The builder's messages (spec §7.2, shapes of DESIGN §7), validated with
 * zod: anything else is ignored, never thrown. A `set-site-config` whose
 * config the domain's schema refuses is reported as invalid (the listener
 * warns and keeps the current page).
 */
import { z } from 'zod';
import { siteConfigSchema } from '../../domain/schemas/site-config.ts';
import { pageHref } from '../../domain/rules/page-href.ts';

const setSiteConfig = z.object({ type: z.literal('set-site-config'), data: z.unknown() });
const navigateTo = z.object({ type: z.literal('navigate-to'), url: z.string().trim().min(1).max(2048) });
const scrollToSection = z.object({ type: z.literal('scroll-to-section'), sectionId: z.string().min(1).max(256) });
const builderMessage = z.discriminatedUnion('type', [setSiteConfig, navigateTo, scrollToSection]);

export type BuilderMessage =
  | { type: 'set-site-config'; data: unknown }
  | { type: 'navigate-to'; url: string }
  | { type: 'scroll-to-section'; sectionId: string };

export type ParsedMessage =
  | { kind: 'message'; message: BuilderMessage }
  /** A builder message whose content is wrong (today: a config the schema refuses). */
  | { kind: 'invalid'; type: BuilderMessage['type']; problems: string[] }
  /** Not a builder message at all (other scripts post messages too). */
  | { kind: 'ignored' };

export function parseBuilderMessage(data: unknown): ParsedMessage {
  const result = builderMessage.safeParse(data);
  if (!result.success) {
    const type = (data as { type?: unknown } | null)?.type;
    const known = type === 'set-site-config' || type === 'navigate-to' || type === 'scroll-to-section';
    return known ? { kind: 'invalid', type, problems: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) } : { kind: 'ignored' };
  }
  const message = result.data;
  if (message.type === 'set-site-config') {
    const config = siteConfigSchema.safeParse(message.data);
    if (!config.success) {
      return { kind: 'invalid', type: message.type, problems: config.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
    }
    // The raw config travels on: the preview server validates it again with the same schema.
    return { kind: 'message', message: { type: 'set-site-config', data: message.data } };
  }
  return { kind: 'message', message };
}

/**
 * Where `navigate-to` goes: the url on this site with `site_url` and
 * `mode=builder` in its query; undefined for a url that leaves the site.
 */
export function builderNavigationUrl(url: string, current: string, siteUrl: string): string | undefined {
  let target: URL;
  try {
    target = new URL(url, current);
  } catch {
    return undefined;
  }
  if (target.origin !== new URL(current).origin) return undefined;
  target.pathname = pageHref(target.pathname); // '/sobre' → '/sobre/', the site's URL style
  target.searchParams.set('mode', 'builder');
  target.searchParams.set('site_url', siteUrl);
  return target.href;
}
