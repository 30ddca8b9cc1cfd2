/** cosmic: the default complete-site template; clean, light, rounded. */
import {
  TEMPLATE_DESCRIPTION,
  tenantButtonColours,
  type TemplateDescriptor,
  type TemplateTheme,
} from '../template-types.ts';

export const descriptor: TemplateDescriptor = {
  id: 'cosmic',
  name: 'Cosmic',
  description: TEMPLATE_DESCRIPTION,
  type: 'complete',
  category: 'Imobiliária',
  preview: '/templates/cosmic/preview.webp',
  features: ['Busca de imóveis', 'Página de imóvel', 'Mapa', 'Formulário de contato', 'SEO otimizado'],
};

export const theme: TemplateTheme = {
  header: 'shadow-sm',
  navLink: 'font-medium',
  button: `rounded-full px-6 py-3 font-semibold transition-colors ${tenantButtonColours}`,
  card: 'overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-md',
  heading: 'text-3xl font-semibold tracking-tight',
  section: 'py-16 md:py-20',
  hero: 'bg-primary text-on-primary',
  heroTitle: 'text-4xl font-semibold tracking-tight md:text-5xl',
  field: 'rounded-full border border-black/15 bg-white px-4 py-3 text-gray-900',
};
