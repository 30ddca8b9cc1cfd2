/** The four templates by id, and the one a site uses (spec §1: default cosmic). */
import * as cosmic from './cosmic/index.ts';
import * as nova from './nova/index.ts';
import * as tropical from './tropical/index.ts';
import * as wind from './wind/index.ts';
import type { TemplateId, TemplateModule } from './template-types.ts';

export type { TemplateDescriptor, TemplateId, TemplateModule, TemplateTheme } from './template-types.ts';

export const templates: Readonly<Record<TemplateId, TemplateModule>> = {
  cosmic: { descriptor: cosmic.descriptor, theme: cosmic.theme },
  nova: { descriptor: nova.descriptor, theme: nova.theme },
  wind: { descriptor: wind.descriptor, theme: wind.theme },
  tropical: { descriptor: tropical.descriptor, theme: tropical.theme },
};

export const DEFAULT_TEMPLATE: TemplateId = 'cosmic';

function isTemplateId(value: string): value is TemplateId {
  return Object.hasOwn(templates, value);
}

/** The site's template; a missing or unknown id falls back to cosmic. */
export function templateFor(site: { template?: string | null }): TemplateModule {
  const id = site.template ?? DEFAULT_TEMPLATE;
  return isTemplateId(id) ? templates[id] : templates[DEFAULT_TEMPLATE];
}
