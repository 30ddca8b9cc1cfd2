/**
 * nova: complete-site template, bold and editorial. A split hero (dark panel
 * with huge uppercase type beside the photo), square bordered cards, wide
 * section rhythm, uppercase headings with letter spacing.
 */
import { TEMPLATE_DESCRIPTION, tenantButtonColors, type TemplateModule } from '../template-types.ts';

export const template: TemplateModule = {
  descriptor: {
    id: 'nova',
    name: 'Nova',
    description: TEMPLATE_DESCRIPTION,
    type: 'complete',
    category: 'Imobiliária',
    preview: '/templates/nova/preview.webp',
    features: ['Busca de imóveis', 'Página de imóvel', 'Mapa', 'Formulário de contato', 'SEO otimizado'],
  },
  theme: {
    header: 'border-b-4 border-primary',
    navLink: 'text-sm font-bold uppercase tracking-wide',
    button: `inline-flex items-center justify-center rounded-none px-6 py-3 font-bold uppercase tracking-wide transition-colors ${tenantButtonColors}`,
    card: 'overflow-hidden rounded-none border-2 border-gray-900 transition-transform hover:-translate-y-1',
    heading: 'text-3xl font-extrabold uppercase tracking-wide md:text-5xl',
    section: 'py-20 md:py-28',
    // Dark whatever the tenant colours are: white on gray-950 always passes 4.5:1.
    hero: 'bg-gray-950 text-white',
    heroTitle: 'text-4xl font-black uppercase leading-none sm:text-5xl lg:text-7xl',
    field: 'rounded-none border-2 border-gray-900 bg-white px-4 py-3 text-gray-900',
    heroLayout: 'split',
    searchBox: 'rounded-none border-2 border-white border-l-8 border-l-accent bg-white p-4',
    tile: 'rounded-none border-2 border-gray-900 bg-white text-gray-900 hover:bg-gray-900 hover:text-white',
    media: 'rounded-none border-2 border-gray-900',
    band: 'bg-stone-100',
    eyebrow: 'text-xs font-black uppercase tracking-[0.3em]',
    prose: 'text-lg leading-loose',
  },
};

export const { descriptor, theme } = template;
