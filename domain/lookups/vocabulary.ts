/**
 * One vocabulary for the codes of a home's features and amenities (spec §3.2, §2.7).
 *
 * Back ends other than ours write the same thing under other codes ('pool' for our
 * 'swimming_pool', 'pet_friendly' for 'pets_allowed') and put a code in either list (a gym
 * among the features). So a code is read through its synonyms and looked up in both tables,
 * the list it came in first; a code that is still unknown reads as words ('rooftop_lounge'
 * → 'Rooftop lounge'), never as snake_case. Slugs follow the label of the known code, and an
 * unknown code is slugified as spec §2.7 says. Reading a slug back gives our code, or nothing
 * for an unknown slug: which of the tenant's own codes it stands for is answered from the
 * tenant's facet values (client/search/code-slugs.ts), since only they say how its data spells it.
 */
import { remembered } from '../rules/remembered.ts';
import { slugify } from '../rules/slug.ts';
import { amenityTable } from './amenities.ts';
import { featureTable } from './features.ts';
import type { LookupEntry, LookupTable } from './lookup-table.ts';

/** Other spellings → our code. Keys as `codeKey` writes them (lowercase, words joined by '_'). */
export const SYNONYMS: Readonly<Record<string, string>> = {
  pool: 'swimming_pool',
  swimming: 'swimming_pool',
  outdoor_pool: 'swimming_pool',
  piscina: 'swimming_pool',
  heated_swimming_pool: 'heated_pool',
  kids_pool: 'children_pool',
  fitness: 'gym',
  fitness_center: 'gym',
  fitness_room: 'gym',
  gymnasium: 'gym',
  academia: 'gym',
  pet_friendly: 'pets_allowed',
  pets: 'pets_allowed',
  pets_ok: 'pets_allowed',
  pet_allowed: 'pets_allowed',
  accepts_pets: 'pets_allowed',
  aceita_pets: 'pets_allowed',
  party_hall: 'party_room',
  ballroom: 'party_room',
  event_room: 'party_room',
  salao_de_festas: 'party_room',
  ac: 'air_conditioning',
  air_conditioner: 'air_conditioning',
  airconditioning: 'air_conditioning',
  ar_condicionado: 'air_conditioning',
  barbecue: 'barbecue_grill',
  bbq: 'barbecue_grill',
  grill: 'barbecue_grill',
  churrasqueira: 'barbecue_grill',
  veranda: 'balcony',
  varanda: 'balcony',
  fully_furnished: 'furnished',
  mobiliado: 'furnished',
  lift: 'elevator',
  elevators: 'elevator',
  elevador: 'elevator',
  doorman: 'concierge_24h',
  concierge: 'concierge_24h',
  security: 'security_24h',
  laundry: 'shared_laundry',
  kids_playground: 'playground',
  play_area: 'playground',
  games_room: 'game_room',
  home_cinema: 'cinema_room',
  cinema: 'cinema_room',
  bike_rack: 'bicycle_rack',
  bicycle_parking: 'bicycle_rack',
  closet: 'walk_in_closet',
  yard: 'backyard',
  office: 'home_office',
};

/**
 * 'Pet-Friendly ', 'pet friendly', 'petFriendly' → 'pet_friendly'. A tenant's codes are a few
 * dozen, asked for on every card: each is worked out once.
 */
export const codeKey: (code: string) => string = remembered((code) =>
  code
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[\s-]+/g, '_'),
);

/** Our code for a code or one of its synonyms; the normalised code when we know neither. */
export function canonicalCode(code: string): string {
  const key = codeKey(code);
  return Object.hasOwn(SYNONYMS, key) ? SYNONYMS[key]! : key;
}

/**
 * An unknown code as words: 'pet_friendly' → 'Pet friendly', 'wineCellar' → 'Wine cellar'.
 * Text that is already words ('Vista para o lago') keeps its spelling, first letter raised.
 */
export function readableCode(code: string): string {
  const text = code.trim();
  const words = /\s/.test(text) ? text : text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  const clean = words.replace(/\s+/g, ' ').trim();
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

function entryIn(tables: readonly LookupTable[], code: string): LookupEntry | undefined {
  const canonical = canonicalCode(code);
  for (const table of tables) {
    const entry = table.byCode(canonical);
    if (entry) return entry;
  }
  return undefined;
}

const FEATURES_FIRST = [featureTable, amenityTable] as const;
const AMENITIES_FIRST = [amenityTable, featureTable] as const;

const label = (tables: readonly LookupTable[], code: string) => entryIn(tables, code)?.label ?? readableCode(code);
const slug = (tables: readonly LookupTable[], code: string) => entryIn(tables, code)?.slug ?? slugify(code);
function codeBySlug(tables: readonly LookupTable[], value: string): string | undefined {
  for (const table of tables) {
    const code = table.codeBySlug(value);
    if (code) return code;
  }
  return undefined;
}

/** A feature code's entry, through its synonyms and either table. */
export const featureEntry = (code: string): LookupEntry | undefined => entryIn(FEATURES_FIRST, code);
/** pt-BR label ('Ar-condicionado', 'Piscina' for 'pool'); an unknown code as words. */
export const featureLabel = (code: string): string => label(FEATURES_FIRST, code);
/** /buscar slug ('ar-condicionado', 'aceita-pets' for 'pet_friendly'); an unknown code slugified. */
export const featureSlug = (code: string): string => slug(FEATURES_FIRST, code);
/** Our code for a slug ('aceita-pets' → 'pets_allowed'); undefined when no label has it. */
export const featureCodeBySlug = (value: string): string | undefined => codeBySlug(FEATURES_FIRST, value);

export const amenityEntry = (code: string): LookupEntry | undefined => entryIn(AMENITIES_FIRST, code);
/** pt-BR label ('Piscina', 'Academia'); an unknown code as words. */
export const amenityLabel = (code: string): string => label(AMENITIES_FIRST, code);
/** /buscar slug ('salao-de-festas'); an unknown code slugified. */
export const amenitySlug = (code: string): string => slug(AMENITIES_FIRST, code);
export const amenityCodeBySlug = (value: string): string | undefined => codeBySlug(AMENITIES_FIRST, value);
