/**
 * Who the sample tenants are: five hand-written profiles (one per template, plus an inactive
 * site) and, past five, generated agencies named imobiliaria-N.vitrine.local.
 */
import type { HeaderLayout } from '../../domain/schemas/site-config-parts.ts';
import type { TemplateId } from '../../domain/schemas/site-config.ts';
import { COASTAL_CITIES, COMPLETE_SITE_CITIES } from './places.ts';
import type { Random } from './random.ts';

export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  text: string;
}

/** The one development a landing-page tenant (wind, tropical) sells. */
export interface DevelopmentProfile {
  name: string;
  builder: string;
  neighborhood: string;
  stage: 'launch' | 'construction';
  towers: number;
  floors: number;
  /** 'dezembro de 2028' */
  delivery: string;
  beach: boolean;
}

export interface TenantProfile {
  id: number;
  siteUrl: string;
  template: TemplateId;
  active: boolean;
  city: string;
  agency: string;
  slogan: string;
  broker: string;
  deals: 'mixed' | 'rent';
  palette: Palette;
  fonts: { body: string; heading: string };
  headerLayout: HeaderLayout;
  development?: DevelopmentProfile;
}

// Some colours are three-digit on purpose: the schema must expand them (spec §3.3).
export const fixedProfiles: readonly TenantProfile[] = [
  {
    id: 101, siteUrl: 'cosmic.vitrine.local', template: 'cosmic', active: true, city: 'São Paulo',
    agency: 'Horizonte Paulista Imóveis', slogan: 'Seu próximo endereço em São Paulo', broker: 'Mariana Albuquerque',
    deals: 'mixed', headerLayout: 'style-1',
    palette: { primary: '#0a4', secondary: '#1e293b', accent: '#f59e0b', background: '#ffffff', text: '#1f2937' },
    fonts: { body: 'Inter', heading: 'Playfair Display' },
  },
  {
    id: 102, siteUrl: 'nova.vitrine.local', template: 'nova', active: true, city: 'Rio de Janeiro',
    agency: 'Maré Carioca Aluguéis', slogan: 'Aluguel sem complicação no Rio', broker: 'Rafael Monteiro',
    deals: 'rent', headerLayout: 'style-2',
    palette: { primary: '#0e7490', secondary: '#0f172a', accent: '#f60', background: '#f8fafc', text: '#334155' },
    fonts: { body: 'Open Sans', heading: 'Montserrat' },
  },
  {
    id: 103, siteUrl: 'wind.vitrine.local', template: 'wind', active: true, city: 'Campinas',
    agency: 'Ventura Incorporadora', slogan: 'Viva perto do Parque Taquaral', broker: 'Camila Ferraz',
    deals: 'mixed', headerLayout: 'style-3',
    palette: { primary: '#2563eb', secondary: '#0f172a', accent: '#38bdf8', background: '#fff', text: '#111827' },
    fonts: { body: 'Poppins', heading: 'Poppins' },
    development: {
      name: 'Residencial Alto do Taquaral', builder: 'Ventura Incorporadora', neighborhood: 'Taquaral',
      stage: 'construction', towers: 2, floors: 18, delivery: 'dezembro de 2028', beach: false,
    },
  },
  {
    id: 104, siteUrl: 'tropical.vitrine.local', template: 'tropical', active: true, city: 'Ipojuca',
    agency: 'Mar Azul Empreendimentos', slogan: 'Pé na areia em Porto de Galinhas', broker: 'Thiago Cavalcanti',
    deals: 'mixed', headerLayout: 'style-4',
    palette: { primary: '#0d9488', secondary: '#134e4a', accent: '#f4a261', background: '#fffbeb', text: '#333' },
    fonts: { body: 'Lato', heading: 'Playfair Display' },
    development: {
      name: 'Maracaípe Beach Residence', builder: 'Mar Azul Empreendimentos', neighborhood: 'Maracaípe',
      stage: 'launch', towers: 3, floors: 4, delivery: 'junho de 2029', beach: true,
    },
  },
  {
    id: 105, siteUrl: 'inativo.vitrine.local', template: 'nova', active: false, city: 'Belo Horizonte',
    agency: 'Savassi Prime Imóveis', slogan: 'Imóveis selecionados em BH', broker: 'Luiza Andrade',
    deals: 'rent', headerLayout: 'style-5',
    palette: { primary: '#7c3aed', secondary: '#1e1b4b', accent: '#c4b5fd', background: '#ffffff', text: '#222' },
    fonts: { body: 'Roboto', heading: 'Roboto' },
  },
];

const nameStarts = ['Casa', 'Lar', 'Morada', 'Chave', 'Teto', 'Porto', 'Raiz', 'Solar', 'Vila', 'Ponto'];
const nameEnds = ['Nova', 'Forte', 'Viva', 'do Sul', 'Real', 'Prime', 'Central', 'Mais'];
const firstNames = ['Ana', 'Bruno', 'Carla', 'Diego', 'Fernanda', 'Gustavo', 'Helena', 'Igor', 'Juliana', 'Lucas', 'Patrícia', 'Renato'];
const surnames = ['Almeida', 'Barbosa', 'Carvalho', 'Duarte', 'Gomes', 'Lima', 'Nogueira', 'Pereira', 'Ribeiro', 'Souza', 'Teixeira'];
const palettes: readonly Palette[] = [
  { primary: '#b91c1c', secondary: '#111827', accent: '#fbbf24', background: '#ffffff', text: '#1f2937' },
  { primary: '#15803d', secondary: '#052e16', accent: '#a3e635', background: '#f7fee7', text: '#14532d' },
  { primary: '#1d4ed8', secondary: '#172554', accent: '#f97316', background: '#fff', text: '#0f172a' },
  { primary: '#c2410c', secondary: '#431407', accent: '#0ea5e9', background: '#fff7ed', text: '#292524' },
];
const fontPairs = [
  { body: 'Inter', heading: 'Merriweather' },
  { body: 'Source Sans 3', heading: 'Source Sans 3' },
  { body: 'Nunito', heading: 'DM Serif Display' },
];
const templateCycle: readonly TemplateId[] = ['cosmic', 'nova', 'wind', 'tropical'];
const layouts: readonly HeaderLayout[] = ['style-1', 'style-2', 'style-3', 'style-4', 'style-5', 'style-6'];

/** Tenant number n (6, 7, …): templates and cities cycle so every combination shows up. */
export function generatedProfile(random: Random, n: number): TenantProfile {
  const template = templateCycle[(n - 6) % templateCycle.length] ?? 'cosmic';
  const landing = template === 'wind' || template === 'tropical';
  const city =
    template === 'tropical'
      ? (COASTAL_CITIES[Math.floor((n - 6) / 4) % COASTAL_CITIES.length] ?? 'Ubatuba')
      : (COMPLETE_SITE_CITIES[(n - 6) % COMPLETE_SITE_CITIES.length] ?? 'São Paulo');
  const agency = `${random.pick(nameStarts)} ${random.pick(nameEnds)} Imóveis`;
  return {
    id: 100 + n,
    siteUrl: `imobiliaria-${n}.vitrine.local`,
    template,
    active: true,
    city,
    agency,
    slogan: landing ? 'Lançamento com condições especiais' : `Imóveis em ${city} com atendimento de verdade`,
    broker: `${random.pick(firstNames)} ${random.pick(surnames)}`,
    deals: random.chance(0.5) ? 'mixed' : 'rent',
    palette: random.pick(palettes),
    fonts: random.pick(fontPairs),
    headerLayout: layouts[(n - 1) % layouts.length] ?? 'style-1',
    ...(landing
      ? {
          development: {
            name: `Residencial ${random.pick(['Jardins', 'Bosque', 'Vista', 'Parque', 'Mirante'])} ${random.pick(['das Águas', 'Verde', 'do Sol', 'Imperial', 'da Serra'])}`,
            builder: agency.replace('Imóveis', 'Construtora'),
            neighborhood: '',
            stage: random.pick(['launch', 'construction'] as const),
            towers: random.int(1, 4),
            floors: template === 'tropical' ? random.int(3, 6) : random.int(8, 24),
            delivery: `${random.pick(['março', 'junho', 'setembro', 'dezembro'])} de ${random.int(2027, 2030)}`,
            beach: template === 'tropical',
          },
        }
      : {}),
  };
}
