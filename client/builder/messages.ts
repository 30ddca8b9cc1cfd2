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

/** A problem of a posted config: the field's dotted path and what is wrong; `kind`/`id` name a page or home the build would warn about. */
export interface ConfigProblem {
  path: string;
  message: string;
  kind?: 'page' | 'home' | 'config';
  id?: string;
}

/**
 * The preview's answer to each `set-site-config`, posted to the builder that sent it (DESIGN §7):
 * `ok` false with `errors` when the config was refused (the page keeps the last good one), else
 * the `warnings` the build would print for it (a menu link to a page the site does not have, an
 * unknown section…). Sent every time, so the builder can clear what it showed before.
 */
export interface SiteConfigChecked {
  type: 'site-config-checked';
  ok: boolean;
  errors: ConfigProblem[];
  warnings: ConfigProblem[];
}

export type ParsedMessage =
  | { kind: 'message'; message: BuilderMessage }
  /** A builder message whose content is wrong (today: a config the schema refuses). */
  | { kind: 'invalid'; type: BuilderMessage['type']; problems: string[]; issues: ConfigProblem[] }
  /** Not a builder message at all (other scripts post messages too). */
  | { kind: 'ignored' };

function invalid(type: BuilderMessage['type'], zodIssues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): ParsedMessage {
  const issues = zodIssues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  return { kind: 'invalid', type, problems: issues.map((i) => `${i.path}: ${i.message}`), issues };
}

export function parseBuilderMessage(data: unknown): ParsedMessage {
  const result = builderMessage.safeParse(data);
  if (!result.success) {
    const type = (data as { type?: unknown } | null)?.type;
    const known = type === 'set-site-config' || type === 'navigate-to' || type === 'scroll-to-section';
    return known ? invalid(type, result.error.issues) : { kind: 'ignored' };
  }
  const message = result.data;
  if (message.type === 'set-site-config') {
    const config = siteConfigSchema.safeParse(message.data);
    if (!config.success) return invalid(message.type, config.error.issues);
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
