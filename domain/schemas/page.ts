/**
 * Pages of a site (spec §2.3, §3.3): a url pattern, meta, SEO and ordered sections
 * `{ id, component, enabled, props }` (DESIGN §6).
 */
import { z } from 'zod';
import { expecting, flag, freeRecord, list, setting, recordId, requiredText } from './common.ts';
import { pageUrlSchema } from './links.ts';
import { seoSchema } from './site-config-parts.ts';

export const sectionSchema = z.object(
  {
    id: recordId(),
    component: requiredText(),
    /** Only sections whose enabled is not false are shown (spec §2.3). */
    enabled: flag(true),
    props: freeRecord(),
  },
  { error: expecting('an object') },
);
export type Section = z.output<typeof sectionSchema>;

export const pageMetaSchema = z.object(
  { title: setting(), description: setting() },
  { error: expecting('an object') },
);

export const pageSchema = z.object(
  {
    id: recordId(),
    url: pageUrlSchema,
    meta: pageMetaSchema.nullish(),
    seo: seoSchema.optional(),
    sections: list(sectionSchema),
  },
  { error: expecting('an object') },
);
export type Page = z.output<typeof pageSchema>;
