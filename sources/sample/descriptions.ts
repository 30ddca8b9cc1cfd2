/**
 * pt-BR listing names and descriptions composed from templates, in the voice brokers use
 * on Brazilian portals: what it is, what it has, where it is, what it costs, a call to visit.
 */
import { amenityLabel } from '../../domain/lookups/vocabulary.ts';
import { categoryLabel } from '../../domain/lookups/categories.ts';
import { featureLabel } from '../../domain/lookups/vocabulary.ts';
import { formatArea, formatBRL } from '../../domain/rules/format.ts';
import type { Deal, ListingNumbers } from './listing-values.ts';
import type { Random } from './random.ts';

export interface DescriptionInput {
  category: string;
  deal: Deal;
  numbers: ListingNumbers;
  neighborhood: string;
  city: string;
  features: readonly string[];
  amenities: readonly string[];
  agency: string;
}

const namesByCategory: Record<string, readonly string[]> = {
  apartment: ['Apartamento reformado perto do metrô', 'Apartamento com varanda gourmet', 'Apartamento iluminado com vista livre', 'Apartamento pronto para morar'],
  penthouse: ['Cobertura duplex com piscina', 'Cobertura com terraço e vista panorâmica'],
  studio: ['Studio mobiliado', 'Studio compacto e moderno'],
  house: ['Casa térrea com quintal', 'Sobrado com edícula', 'Casa ampla com jardim'],
  condo: ['Casa em condomínio fechado', 'Casa em condomínio com lazer completo'],
  land: ['Terreno plano em rua tranquila', 'Terreno de esquina'],
  office: ['Sala comercial com vaga', 'Conjunto comercial em prédio corporativo'],
};

const locationLines = [
  'Região com comércio variado, escolas e fácil acesso ao transporte público.',
  'Rua tranquila e arborizada, a poucos minutos de parques, padarias e restaurantes.',
  'Localização privilegiada, perto de supermercados, farmácias e academias.',
  'Bairro consolidado, com ótima infraestrutura e saída rápida para as principais avenidas.',
];

const featureSentences: Record<string, string> = {
  furnished: 'Entregue mobiliado.',
  semi_furnished: 'Entregue semimobiliado.',
  pets_allowed: 'Aceita animais de estimação.',
  elevator: 'Prédio com elevador.',
};

/** Adjectives agree with the noun: 'Ótimo apartamento', 'Ótima cobertura'; 'Amplo' only past 50 m². */
const openers = {
  small: { m: ['Aconchegante', 'Ótimo', 'Charmoso', 'Prático'], f: ['Aconchegante', 'Ótima', 'Charmosa', 'Prática'] },
  large: { m: ['Excelente', 'Amplo', 'Lindo', 'Espaçoso'], f: ['Excelente', 'Ampla', 'Linda', 'Espaçosa'] },
};
const feminineCategories = new Set(['house', 'condo', 'penthouse', 'office', 'farm']);
/** 'Condomínio' is the portal's category; the ad says what it is: a house in a gated community. */
const nounOverrides: Record<string, string> = { condo: 'casa em condomínio' };

/** 'a', 'a e b', 'a, b e c' */
export function listInPortuguese(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/** 'Piscina' → 'piscina' inside a sentence; acronyms such as 'TV a cabo' stay as they are. */
const lowerFirst = (text: string) => (/^\p{Lu}\p{Lu}/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

/** A listing name, or null (~35%): the site then titles it with the category label (spec §2.9). */
export function listingName(random: Random, category: string, neighborhood: string): string | null {
  if (random.chance(0.35)) return null;
  const base = random.pick(namesByCategory[category] ?? [categoryLabel(category)]);
  return random.chance(0.5) ? `${base} em ${neighborhood}` : base;
}

function bedroomsPhrase(bedrooms: number | null, suites: number | null): string {
  if (bedrooms === null) return '';
  const rooms = bedrooms === 1 ? '1 quarto' : `${bedrooms} quartos`;
  if (!suites) return ` com ${rooms}`;
  if (bedrooms === 1) return ' com 1 suíte';
  return ` com ${rooms}, sendo ${suites === 1 ? '1 suíte' : `${suites} suítes`}`;
}

function parkingPhrase(parking: number): string {
  if (parking === 0) return '';
  return parking === 1 ? ' Possui 1 vaga de garagem.' : ` Possui ${parking} vagas de garagem.`;
}

function costsParagraph(deal: Deal, numbers: ListingNumbers): string {
  const fees = [
    numbers.condominium ? `condomínio de ${formatBRL(numbers.condominium)}` : '',
    numbers.iptu ? `IPTU de ${formatBRL(numbers.iptu)}` : '',
  ].filter((fee) => fee !== '');
  if (deal === 'rent') {
    const extra = fees.length ? ` + ${fees.join(' + ')}` : '';
    return `Aluguel de ${formatBRL(numbers.price)}${extra} por mês. Garantias: seguro-fiança ou título de capitalização.`;
  }
  const extra = fees.length ? ` Despesas mensais: ${listInPortuguese(fees)}.` : '';
  return `Valor de venda: ${formatBRL(numbers.price)}.${extra} Aceita financiamento bancário.`;
}

/** Several paragraphs separated by blank lines (templates split on them). */
export function listingDescription(random: Random, input: DescriptionInput): string {
  const { category, deal, numbers, neighborhood, city } = input;
  const label = categoryLabel(category);
  const opening =
    category === 'land'
      ? `${label} de ${formatArea(numbers.area)} em ${neighborhood}, ${city}, pronto para construir.`
      : `${random.pick(openers[numbers.area < 50 ? 'small' : 'large'][feminineCategories.has(category) ? 'f' : 'm'])} ${nounOverrides[category] ?? lowerFirst(label)} de ${formatArea(numbers.area)}${bedroomsPhrase(numbers.bedrooms, numbers.suites)}, em ${neighborhood}, ${city}.` +
        (numbers.floor > 0 ? ` Fica no ${numbers.floor}º andar.` : '') +
        parkingPhrase(numbers.parking);
  const paragraphs = [opening];
  // Equipment reads 'conta com …'; state (furnished, pets, elevator) and surroundings ('near_*') get sentences of their own.
  const equipment = input.features.filter((code) => !code.startsWith('near_') && !(code in featureSentences));
  const near = input.features.filter((code) => code.startsWith('near_')).map((code) => featureLabel(code).replace(/^Próximo /, ''));
  const extras = [
    ...input.features.flatMap((code) => featureSentences[code] ?? []),
    ...(near.length > 0 ? [`Próximo ${listInPortuguese(near)}.`] : []),
  ];
  if (equipment.length > 0 || extras.length > 0) {
    const equipped = equipment.length > 0 ? `O imóvel conta com ${listInPortuguese(equipment.map((code) => lowerFirst(featureLabel(code))))}.` : '';
    paragraphs.push([equipped, ...extras].filter((text) => text !== '').join(' '));
  }
  if (input.amenities.length > 0) {
    const place = category === 'condo' || category === 'house' ? 'O condomínio' : 'O prédio';
    paragraphs.push(`${place} oferece ${listInPortuguese(input.amenities.map((code) => lowerFirst(amenityLabel(code))))}.`);
  }
  paragraphs.push(random.pick(locationLines));
  paragraphs.push(costsParagraph(deal, numbers));
  paragraphs.push(`Agende sua visita com a ${input.agency}.`);
  return paragraphs.join('\n\n');
}
