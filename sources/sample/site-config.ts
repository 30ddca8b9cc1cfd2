/**
 * A sample tenant's site configuration (spec §3.3) as the provider's back end would send it:
 * raw JSON, some colours three-digit, the builder's `logoWidth` spelling, pt-BR contact data
 * in Brazilian formats.
 */
import { slugify } from '../../domain/rules/slug.ts';
import type { SiteConfigInput } from '../../domain/schemas/site-config.ts';
import type { TenantProfile } from './agencies.ts';
import { cep, cnpj, creci, landline, mobile } from './brazil-formats.ts';
import { sitePages, type PageContext } from './site-pages.ts';
import { cityPlaces, streetNames } from './places.ts';
import type { Random } from './random.ts';

const DAY_MS = 86_400_000;

export interface SiteConfigInputs extends Omit<PageContext, 'profile'> {
  now: Date;
}

export function sampleSiteConfig(random: Random, profile: TenantProfile, inputs: SiteConfigInputs): SiteConfigInput {
  const places = cityPlaces(profile.city);
  const handle = slugify(profile.agency).replace(/-/g, '');
  const { palette } = profile;
  const landing = profile.development !== undefined;
  const office = random.pick(places.bairros);
  const whatsapp = mobile(random, places.ddd);
  const email = `contato@${profile.siteUrl}`;
  const created = inputs.now.getTime() - random.int(400, 1_500) * DAY_MS;
  const name = landing ? (profile.development?.name ?? profile.agency) : profile.agency;

  return {
    id: profile.id,
    site_name: name,
    site_description: profile.slogan,
    site_url: profile.siteUrl,
    template: profile.template,
    assets: { favicon: 'media/favicon.svg' },
    colors: {
      primary: palette.primary,
      secondary: palette.secondary,
      accent: palette.accent,
      background: palette.background,
      text: palette.text,
      link: { text: palette.primary, hover: palette.accent, default: palette.primary },
      button: { text: '#fff', hover_text: '#fff', background: palette.primary, hover_background: palette.secondary },
    },
    fonts: profile.fonts,
    seo: {
      title: `${name} | ${profile.slogan}`,
      description: landing
        ? `${name}: ${inputs.unitSummary ?? 'lançamento'} em ${profile.city}.`
        : `Casas e apartamentos à venda e para alugar em ${profile.city}. ${profile.agency}.`,
      ogTitle: name,
      ogImage: inputs.heroImage,
      ogDescription: profile.slogan,
      image: inputs.heroImage,
    },
    social: {
      instagram: `https://www.instagram.com/${handle}`,
      facebook: `https://www.facebook.com/${handle}`,
      ...(random.chance(0.5) ? { linkedin: `https://www.linkedin.com/company/${slugify(profile.agency)}` } : {}),
      ...(random.chance(0.3) ? { x: `https://x.com/${handle.slice(0, 15)}` } : {}),
    },
    portfolio: {
      status: profile.deals === 'rent' ? 'rent' : ['rent', 'sale'],
      categories: landing ? [{ name: 'Lançamentos' }] : [{ name: 'Alto padrão' }, { name: 'Pet friendly' }],
      show_categories_in_filters: profile.template === 'cosmic',
    },
    broker: {
      name: profile.broker,
      creci: creci(random, places.state, 'F'),
      whatsapp,
      description: `${profile.broker} é corretor(a) de imóveis em ${profile.city} há mais de 10 anos.`,
    },
    company: {
      works_solo: false,
      name: profile.agency,
      phone: landline(random, places.ddd),
      whatsapp,
      email,
      cnpj: cnpj(random),
      creci: creci(random, places.state, 'J'),
      street: random.pick(streetNames),
      street_number: String(random.int(10, 2_500)),
      complement: `Sala ${random.int(1, 30)}`,
      neighborhood: office.name,
      city: profile.city,
      state: places.state,
      zipcode: cep(random, places.cepPrefix),
      hide_address: profile.template === 'tropical',
    },
    leads: { email, whatsapp, forward_to_email: true, forward_to_whatsapp: random.chance(0.5) },
    integrations: { google_maps: { enable_cluster: !landing } },
    menu: [
      { title: 'Início', url: '/' },
      { title: landing ? 'Unidades' : 'Imóveis', url: '/buscar' },
      { title: 'Sobre', url: '/sobre' },
      { title: 'Contato', url: '/contato' },
      { title: landing ? 'Agendar visita' : 'Anunciar imóvel', url: '/contato', asButton: true },
    ],
    // The builder writes logoWidth, the code reads logo_width (spec §3.3): both spellings appear.
    header: {
      colors: {
        link: palette.secondary,
        text: palette.text,
        background: palette.background,
        button: { text: '#fff', background: palette.primary, hover_background: palette.secondary },
      },
      layout: profile.headerLayout,
      ...(profile.id % 2 === 0 ? { logoWidth: 140 } : { logo_width: '160px' }),
    },
    footer: { colors: { icon: palette.accent, link: '#e5e7eb', text: '#f9fafb', background: palette.secondary } },
    card: {
      carrouselGallery: profile.template === 'cosmic',
      showImageTags: true,
      priceOverImage: profile.template === 'nova',
      priceTextColor: palette.primary,
      titleFontSize: '1.125rem',
      showWhatsappButton: true,
      addBorder: profile.template !== 'cosmic',
      borderColor: '#e5e7eb',
    },
    pages: sitePages({ ...inputs, profile }),
    active: profile.active,
    user_id: profile.id * 10,
    created_at: new Date(created).toISOString(),
    updated_at: new Date(inputs.now.getTime() - random.int(1, 30) * DAY_MS).toISOString(),
  };
}
