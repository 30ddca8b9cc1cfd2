/**
 * A template descriptor, as listed by `vitrine templates` (spec §1, §3.5): cosmic and nova
 * are complete sites, wind and tropical landing pages.
 */
import { z } from 'zod';
import { expecting, list, oneOf, optionalText, requiredText, text } from './common.ts';
import { siteConfigSchema, templateIdSchema } from './site-config.ts';

export const TEMPLATE_KINDS = ['complete', 'landing'] as const;

export const templateDescriptorSchema = z.object(
  {
    id: templateIdSchema,
    name: requiredText(),
    description: optionalText(),
    type: oneOf(TEMPLATE_KINDS),
    category: optionalText(),
    /** A preview image url. */
    preview: optionalText(),
    features: list(text()),
    /** Settings the template starts a new site with. */
    site: siteConfigSchema.partial().nullish(),
  },
  { error: expecting('an object') },
);
export type TemplateDescriptor = z.output<typeof templateDescriptorSchema>;
