/** tropical: landing page for one development; warm, very round, primary-coloured buttons. */
import {
  TEMPLATE_DESCRIPTION,
  primaryButtonColours,
  type TemplateDescriptor,
  type TemplateTheme,
} from '../template-types.ts';

export const descriptor: TemplateDescriptor = {
  id: 'tropical',
  name: 'Tropical',
  description: TEMPLATE_DESCRIPTION,
  type: 'landing',
  category: 'Lançamento',
  preview: '/templates/tropical/preview.webp',
  features: ['Página de lançamento', 'Galeria e plantas', 'Estágio da obra', 'Formulário de contato', 'SEO otimizado'],
};

export const theme: TemplateTheme = {
  header: 'border-b border-black/10',
  navLink: 'font-semibold',
  button: `rounded-full px-7 py-3 font-bold transition ${primaryButtonColours}`,
  card: 'overflow-hidden rounded-3xl bg-white shadow-lg',
  heading: 'inline-block border-b-4 border-primary pb-2 text-3xl font-bold md:text-4xl',
  section: 'py-16 md:py-24',
  hero: 'bg-amber-50 text-gray-900',
  heroTitle: 'text-4xl font-extrabold md:text-6xl',
  field: 'rounded-full border border-black/15 bg-white px-5 py-3 text-gray-900',
};
