/**
 * wind: landing page for one development; airy and light. A centred photo
 * hero with large type, soft primary-tinted bands, medium radii, buttons in
 * the primary colour (spec §2.4).
 */
import { TEMPLATE_DESCRIPTION, primaryButtonColors, type TemplateModule } from '../template-types.ts';

export const template: TemplateModule = {
  descriptor: {
    id: 'wind',
    name: 'Wind',
    description: TEMPLATE_DESCRIPTION,
    type: 'landing',
    category: 'Lançamento',
    preview: '/templates/wind/preview.webp',
    features: ['Página de lançamento', 'Galeria e plantas', 'Estágio da obra', 'Formulário de contato', 'SEO otimizado'],
  },
  theme: {
    header: 'shadow-md',
    navLink: 'font-medium',
    button: `inline-flex items-center justify-center rounded-lg px-6 py-3 font-semibold shadow-sm transition ${primaryButtonColors}`,
    card: 'overflow-hidden rounded-xl shadow-md',
    heading: 'text-3xl font-light tracking-tight md:text-5xl',
    section: 'py-14 md:py-24',
    hero: 'bg-primary text-on-primary',
    heroTitle: 'text-5xl font-light tracking-tight md:text-7xl',
    field: 'rounded-lg border border-black/15 bg-white px-4 py-3 text-gray-900',
    heroLayout: 'center',
    searchBox: 'rounded-xl bg-white/95 p-4 shadow-lg',
    tile: 'rounded-xl bg-white text-gray-900 shadow-md ring-1 ring-primary/10 hover:ring-primary/40',
    media: 'rounded-xl shadow-md',
    band: 'bg-primary/5',
    eyebrow: 'text-sm font-medium uppercase tracking-[0.2em] text-primary-ink',
    prose: 'text-lg font-light leading-relaxed',
  },
};

export const { descriptor, theme } = template;
