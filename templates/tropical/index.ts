/**
 * tropical: landing page for one development; warm and very round. The hero
 * photo is framed inside a sand-coloured band with a big rounded corner,
 * headings are underlined in the primary colour, cards are pill-soft.
 */
import { TEMPLATE_DESCRIPTION, primaryButtonColors, type TemplateModule } from '../template-types.ts';

export const template: TemplateModule = {
  descriptor: {
    id: 'tropical',
    name: 'Tropical',
    description: TEMPLATE_DESCRIPTION,
    type: 'landing',
    category: 'Lançamento',
    preview: '/templates/tropical/preview.webp',
    features: ['Página de lançamento', 'Galeria e plantas', 'Estágio da obra', 'Formulário de contato', 'SEO otimizado'],
  },
  theme: {
    header: 'border-b border-black/10',
    navLink: 'font-semibold',
    button: `inline-flex items-center justify-center rounded-full px-7 py-3 font-bold transition ${primaryButtonColors}`,
    card: 'overflow-hidden rounded-3xl shadow-lg',
    heading: 'inline-block border-b-4 border-primary pb-2 text-3xl font-bold md:text-4xl',
    section: 'py-16 md:py-24',
    hero: 'bg-amber-50 text-gray-900',
    heroTitle: 'text-4xl font-extrabold md:text-6xl',
    field: 'rounded-full border border-black/15 bg-white px-5 py-3 text-gray-900',
    heroLayout: 'framed',
    searchBox: 'rounded-[2rem] bg-white p-4 shadow-lg',
    tile: 'rounded-3xl bg-white text-gray-900 shadow-sm ring-1 ring-amber-900/10 hover:shadow-md',
    media: 'rounded-[2rem]',
    band: 'bg-amber-50',
    eyebrow: 'inline-block rounded-full bg-primary px-3 py-1 text-xs font-bold uppercase tracking-wide text-on-primary',
    prose: 'text-lg leading-relaxed',
  },
};

export const { descriptor, theme } = template;
