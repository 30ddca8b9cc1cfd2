/**
 * Configs posted by the builder (`set-site-config`), kept in memory per
 * tenant so that later renders in builder mode (navigation, payloads) show
 * the edited site. Visitors' pages (outside builder mode) never use them.
 */
import type { SiteConfig } from '../../domain/schemas/index.ts';

export class ConfigOverrides {
  private readonly configs = new Map<string, SiteConfig>();

  /** Replaces the tenant's config, keeping the current search-only ms_token (spec §7.2). */
  set(siteUrl: string, config: SiteConfig, current: SiteConfig): SiteConfig {
    const kept: SiteConfig = { ...config, ms_token: current.ms_token };
    this.configs.set(siteUrl, kept);
    return kept;
  }

  get(siteUrl: string): SiteConfig | undefined {
    return this.configs.get(siteUrl);
  }
}
