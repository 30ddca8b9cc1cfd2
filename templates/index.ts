/** The four templates by id, and the one a site uses (spec §1: default cosmic). */
import * as registry from './registry.ts';

const DEFAULT_ID = 'cosmic';
import type { TemplateId, TemplateModule } from './template-types.ts';

export type { TemplateDescriptor, TemplateId, TemplateModule, TemplateTheme } from './template-types.ts';

/** By id: complete sites first (cosmic, the default, leads), then by id; a namespace's own order is not relied on. */
export const templates: Readonly<Record<TemplateId, TemplateModule>> = Object.fromEntries(
  Object.values(registry as Record<string, TemplateModule>)
    .sort(
      (a, b) =>
        Number(a.descriptor.type === 'landing') - Number(b.descriptor.type === 'landing') ||
        Number(b.descriptor.id === DEFAULT_ID) - Number(a.descriptor.id === DEFAULT_ID) ||
        a.descriptor.id.localeCompare(b.descriptor.id),
    )
    .map((t) => [t.descriptor.id, t]),
) as Record<TemplateId, TemplateModule>;

export const DEFAULT_TEMPLATE: TemplateId = DEFAULT_ID;

function isTemplateId(value: string): value is TemplateId {
  return Object.hasOwn(templates, value);
}

/** The site's template; a missing or unknown id falls back to cosmic. */
export function templateFor(site: { template?: string | null }): TemplateModule {
  const id = site.template ?? DEFAULT_TEMPLATE;
  return isTemplateId(id) ? templates[id] : templates[DEFAULT_TEMPLATE];
}
