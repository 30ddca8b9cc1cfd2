/**
 * What a template is: a descriptor the builder lists, and a theme of
 * Tailwind class-name tokens the shared components read, so one catalogue of
 * sections looks different in each template (DESIGN §6).
 */
import type { TemplateId } from '../domain/schemas/index.ts';

export type { TemplateId };

export interface TemplateDescriptor {
  id: TemplateId;
  name: string;
  description: string;
  /** Complete site (cosmic, nova) or landing page for one development (wind, tropical). */
  type: 'complete' | 'landing';
  category: string;
  /** Preview image path shown by the builder. */
  preview: string;
  features: string[];
}

export interface TemplateTheme {
  /** Extra classes of the fixed <header> (shadow, border, blur). */
  header: string;
  /** Desktop navigation links. */
  navLink: string;
  /** Call-to-action buttons (header CTA, section buttons, search submit). */
  button: string;
  /** Home cards and other boxed content. */
  card: string;
  /** Section headings (h2). */
  heading: string;
  /** Vertical rhythm of every section. */
  section: string;
  /** Hero band when it has no background image. */
  hero: string;
  /** Hero h1. */
  heroTitle: string;
  /** Form fields (search box, selects). */
  field: string;
  /** How the hero places its photo: behind the text, beside it, or framed inside the band. */
  heroLayout: 'overlay' | 'center' | 'split' | 'framed';
  /** The hero's search form box. */
  searchBox: string;
  /** Link tiles (categories, neighbourhoods, typologies). */
  tile: string;
  /** Photos, maps and other media boxes (corner radius, frame). */
  media: string;
  /** A band that sets a section apart from its neighbours (alternate background). */
  band: string;
  /** Small label above a heading ('Lançamento', 'Plantas'). */
  eyebrow: string;
  /** Typography of sanitised rich text (lists, links, headings inside). */
  prose: string;
}

export interface TemplateModule {
  descriptor: TemplateDescriptor;
  theme: TemplateTheme;
}

/** The spec gives every listed template this same description (spec §1). */
export const TEMPLATE_DESCRIPTION = 'Um template moderno e minimalista para sites de imóveis.';

/** Button colours of complete templates: the tenant's button colours. */
export const tenantButtonColors =
  'bg-button-bg text-button-text hover:bg-button-hover-bg hover:text-button-hover-text';

/** Landing templates show buttons in the primary colour (spec §2.4). */
export const primaryButtonColors = 'bg-primary text-on-primary hover:opacity-90';
