/**
 * SiteConfig, one tenant's whole site (spec §3.3). Only site_url is required; every
 * group defaults to {} or [] and every colour is normalised to lowercase '#aabbcc'.
 * Unknown keys are stripped.
 */
import { z } from 'zod';
import { expecting, flag, list, oneOf, optionalRecordId, setting, timestamp } from './common.ts';
import { optionalToken, siteUrlSchema } from './links.ts';
import { pageSchema } from './page.ts';
import { redirectRuleSchema } from './redirect.ts';
import {
  assetsSchema,
  brokerSchema,
  cardSchema,
  colorsSchema,
  companySchema,
  fontsSchema,
  footerSchema,
  headerSchema,
  integrationsSchema,
  leadsSettingsSchema,
  menuItemSchema,
  portfolioSchema,
  seoSchema,
  socialSchema,
} from './site-config-parts.ts';

/** cosmic and nova are complete sites; wind and tropical are landing pages (spec §1). */
export const TEMPLATE_IDS = ['cosmic', 'nova', 'wind', 'tropical'] as const;
export const templateIdSchema = oneOf(TEMPLATE_IDS);
export type TemplateId = z.output<typeof templateIdSchema>;
export const DEFAULT_TEMPLATE: TemplateId = 'cosmic';

export const siteConfigShape = {
  id: z.int({ error: expecting('a whole number') }).nullish(),
  site_name: setting(),
  site_description: setting(),
  site_url: siteUrlSchema,
  template: templateIdSchema.nullish().transform((v): TemplateId => v ?? DEFAULT_TEMPLATE),
  assets: assetsSchema,
  colors: colorsSchema,
  fonts: fontsSchema,
  seo: seoSchema,
  social: socialSchema,
  portfolio: portfolioSchema,
  broker: brokerSchema,
  company: companySchema,
  leads: leadsSettingsSchema,
  integrations: integrationsSchema,
  menu: list(menuItemSchema),
  header: headerSchema,
  footer: footerSchema,
  card: cardSchema,
  pages: list(pageSchema),
  /** Route rules (spec §2.2): copied into builds/meta/<id>.json, answered by `vitrine serve`, applied by the runtime. */
  redirects: list(redirectRuleSchema),
  active: flag(true),
  user_id: optionalRecordId(),
  /** The tenant's read token for the search service (never an admin key). */
  ms_token: optionalToken,
  created_at: timestamp(),
  updated_at: timestamp(),
};

export const siteConfigSchema = z.object(siteConfigShape, { error: expecting('an object') });

export type SiteConfig = z.output<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
