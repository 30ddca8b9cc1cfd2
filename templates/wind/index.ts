/** wind: landing page for one development; airy, primary-coloured buttons. */
import {
  TEMPLATE_DESCRIPTION,
  primaryButtonColours,
  type TemplateDescriptor,
  type TemplateTheme,
} from '../template-types.ts';

export const descriptor: TemplateDescriptor = {
  id: 'wind',
  name: 'Wind',
  description: TEMPLATE_DESCRIPTION,
  type: 'landing',
  category: 'Lançamento',
  preview: '/templates/wind/preview.webp',
  features: ['Página de lançamento', 'Galeria e plantas', 'Estágio da obra', 'Formulário de contato', 'SEO otimizado'],
};

export const theme: TemplateTheme = {
  header: 'shadow-md',
  navLink: 'font-medium',
  button: `rounded-lg px-6 py-3 font-semibold shadow-sm transition ${primaryButtonColours}`,
  card: 'overflow-hidden rounded-xl bg-white shadow-md',
  heading: 'text-3xl font-bold md:text-4xl',
  section: 'py-14 md:py-20',
  hero: 'bg-primary text-on-primary',
  heroTitle: 'text-4xl font-bold md:text-6xl',
  field: 'rounded-lg border border-black/15 bg-white px-4 py-3 text-gray-900',
};
