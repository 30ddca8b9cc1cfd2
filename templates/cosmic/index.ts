/**
 * cosmic: the default complete-site template. Clean and light: a full-bleed
 * photo hero with the text on the left, soft rounded cards, gentle shadows.
 */
import { TEMPLATE_DESCRIPTION, tenantButtonColors, type TemplateModule } from '../template-types.ts';

export const template: TemplateModule = {
  descriptor: {
    id: 'cosmic',
    name: 'Cosmic',
    description: TEMPLATE_DESCRIPTION,
    type: 'complete',
    category: 'Imobiliária',
    preview: '/templates/cosmic/preview.webp',
    features: ['Busca de imóveis', 'Página de imóvel', 'Mapa', 'Formulário de contato', 'SEO otimizado'],
  },
  theme: {
    header: 'shadow-sm',
    navLink: 'font-medium',
    button: `inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold transition-colors ${tenantButtonColors}`,
    card: 'overflow-hidden rounded-2xl shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-lg',
    heading: 'text-3xl font-semibold tracking-tight md:text-4xl',
    section: 'py-16 md:py-20',
    hero: 'bg-primary text-on-primary',
    heroTitle: 'text-4xl font-semibold tracking-tight md:text-6xl',
    field: 'rounded-full border border-black/15 bg-white px-4 py-3 text-gray-900',
    heroLayout: 'overlay',
    // The accent colour as decoration only (no text on it, so no contrast to keep).
    searchBox: 'rounded-3xl border-b-4 border-accent bg-white/95 p-4 shadow-xl backdrop-blur',
    tile: 'rounded-2xl bg-white text-gray-900 shadow-sm ring-1 ring-black/5 hover:-translate-y-0.5 hover:shadow-md',
    media: 'rounded-2xl',
    band: 'bg-gray-50',
    eyebrow: 'text-sm font-semibold uppercase tracking-widest text-primary-ink',
    prose: 'text-lg leading-relaxed',
  },
};

export const { descriptor, theme } = template;
