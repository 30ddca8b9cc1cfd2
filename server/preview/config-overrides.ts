/**
 * Configs posted by the builder (`set-site-config`), kept in memory per
 * builder session and tenant (issue #12 item 11): an owner's unsaved edits are
 * shown to that builder session only; other sessions, other owners and plain
 * visitors see the saved config.
 *
 * A session is a secret the preview writes into each builder-mode page it
 * renders (`vitrine-builder`): a random id and its HMAC under a key made at
 * start, so any page's secret is valid but none can be guessed or forged, and
 * nothing is stored until it posts a config. The page's listener keeps the
 * first one it gets in its tab (sessionStorage) and sends it with every
 * render request; it is never in a URL or a cookie. At most `maxSessions`
 * sessions with edits are kept (the least recently used dropped).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SiteConfig } from '../../domain/schemas/index.ts';

export const SESSION_HEADER = 'x-vitrine-session';

export class ConfigOverrides {
  private readonly key = randomBytes(32);
  /** session id → tenant → config; least recently used first. */
  private readonly sessions = new Map<string, Map<string, SiteConfig>>();

  constructor(readonly maxSessions = 64) {}

  /** A new session secret for a builder page. */
  issue(): string {
    const id = randomBytes(18).toString('base64url');
    return `${id}.${this.mac(id)}`;
  }

  /** The session id of a secret this preview issued; undefined for anything else. */
  sessionOf(secret: unknown): string | undefined {
    if (typeof secret !== 'string' || secret.length > 128) return undefined;
    const [id, mac, extra] = secret.split('.');
    if (!id || !mac || extra !== undefined) return undefined;
    const want = Buffer.from(this.mac(id));
    const have = Buffer.from(mac);
    return want.length === have.length && timingSafeEqual(want, have) ? id : undefined;
  }

  private mac(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url');
  }

  /** Replaces the tenant's config for this session, keeping the current search-only ms_token (spec §7.2). */
  set(session: string, siteUrl: string, config: SiteConfig, current: SiteConfig): SiteConfig {
    const kept: SiteConfig = { ...config, ms_token: current.ms_token };
    const configs = this.sessions.get(session) ?? new Map<string, SiteConfig>();
    this.sessions.delete(session);
    this.sessions.set(session, configs.set(siteUrl, kept));
    while (this.sessions.size > this.maxSessions) this.sessions.delete(this.sessions.keys().next().value!);
    return kept;
  }

  get(session: string | undefined, siteUrl: string): SiteConfig | undefined {
    return session === undefined ? undefined : this.sessions.get(session)?.get(siteUrl);
  }
}
