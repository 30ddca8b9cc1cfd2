/** nova: complete-site template; bold dark hero, square cards, uppercase headings. */
import {
  TEMPLATE_DESCRIPTION,
  tenantButtonColours,
  type TemplateDescriptor,
  type TemplateTheme,
} from '../template-types.ts';

export const descriptor: TemplateDescriptor = {
  id: 'nova',
  name: 'Nova',
  description: TEMPLATE_DESCRIPTION,
  type: 'complete',
  category: 'Imobiliária',
  preview: '/templates/nova/preview.webp',
  features: ['Busca de imóveis', 'Página de imóvel', 'Mapa', 'Formulário de contato', 'SEO otimizado'],
};

export const theme: TemplateTheme = {
  header: 'border-b-4 border-primary',
  navLink: 'text-sm font-bold uppercase tracking-wide',
  button: `rounded-none px-6 py-3 font-bold uppercase tracking-wide transition-colors ${tenantButtonColours}`,
  card: 'overflow-hidden rounded-none border-2 border-gray-900 bg-white',
  heading: 'text-3xl font-extrabold uppercase tracking-wide md:text-4xl',
  section: 'py-20 md:py-28',
  // Dark whatever the tenant colours are: white on gray-950 always passes 4.5:1.
  hero: 'bg-gray-950 text-white',
  // 4xl on phones: an uppercase 5xl word like COMPLICAÇÃO is wider than 390 px.
  heroTitle: 'text-4xl font-black uppercase leading-none sm:text-5xl md:text-7xl',
  field: 'rounded-none border-2 border-gray-900 bg-white px-4 py-3 text-gray-900',
};
