/**
 * The route rules of the live build (spec §2.2, §8): those latest.json carries when they are
 * few, else the `redirects` of `builds/meta/<id>.json`, fetched once (it lists every page too:
 * 2 MB at 10,000 listings). A failure is logged and leaves the site without rules: every link
 * still works, as on a host without redirects.
 */
import type { RedirectRule } from '../../domain/rules/redirects.ts';
import type { FetchLike, LatestBuild } from './latest-build.ts';

export const MANIFEST_FAILED = 'Falha ao carregar o manifesto da versão:';

export function buildMetaUrl(buildId: string): string {
  return `/builds/meta/${encodeURIComponent(buildId)}.json`;
}

function isRule(value: unknown): value is RedirectRule {
  const rule = value as Partial<RedirectRule> | null;
  return typeof rule?.from === 'string' && typeof rule.to === 'string' && typeof rule.status === 'number';
}

/** The rules a meta file holds; entries of any other shape are left out. */
export function rulesOfMeta(meta: unknown): RedirectRule[] {
  const redirects = (meta as { redirects?: unknown } | null)?.redirects;
  if (!Array.isArray(redirects)) throw new Error('the build manifest has no redirects list');
  return redirects.filter(isRule);
}

/** The live build's rules: latest.json's own when it carries them, else its meta file's. */
export async function liveRouteRules(live: LatestBuild, fetchFn?: FetchLike, log?: (message: string, error: unknown) => void): Promise<RedirectRule[]> {
  return live.rules ? live.rules.filter(isRule) : loadRouteRules(live.id, fetchFn, log);
}

export async function loadRouteRules(
  buildId: string,
  fetchFn: FetchLike = (url, init) => fetch(url, init),
  log: (message: string, error: unknown) => void = console.warn,
): Promise<RedirectRule[]> {
  try {
    // A meta file never changes under its id: the HTTP cache may keep it.
    const response = await fetchFn(buildMetaUrl(buildId), { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${buildMetaUrl(buildId)} answered ${response.status}`);
    return rulesOfMeta(await response.json());
  } catch (error) {
    log(MANIFEST_FAILED, error);
    return [];
  }
}
