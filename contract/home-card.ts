/**
 * The one card data type: a home as the cards, the result lists, the recently
 * viewed list and the map draw it. Page data carries it (featured, latest,
 * similar homes, search hits), islands receive it as props, and the map reads
 * a part of it (MapHome).
 */
import type { SearchDocument } from '../domain/schemas/search-document.ts';

/** The fields a card draws (a search document carries more; prices in cents), and its photos when cards show a gallery. */
export type HomeCard = Pick<
  SearchDocument,
  | 'id'
  | 'status'
  | 'type'
  | 'category'
  | 'name'
  | 'title'
  | 'url'
  | 'neighborhood'
  | 'city'
  | 'state'
  | 'area'
  | 'bedrooms'
  | 'parking_spaces'
  | 'image'
  | 'price'
  | 'rental_price'
  | 'condominium_price'
  | 'iptu_price'
  | 'total_cost'
  | '_geo'
> & { images?: string[] };

/** What a map marker and its popup draw: the card's location, title, photo and price. */
export type MapHome = Pick<HomeCard, 'id' | 'status' | 'title' | 'url' | 'image' | 'price' | 'rental_price' | '_geo'>;

/** Keeps only the drawn fields (no gallery): hits from payloads or engines carry the whole document. */
export function toCardFields(doc: HomeCard): HomeCard {
  const { id, status, type, category, name, title, url, neighborhood, city, state, area, bedrooms, parking_spaces, image, price, rental_price, _geo } = doc;
  // A rental's monthly total and its parts (the card's 'Total R$ …/mês'); sales carry none.
  const fees = status === 'rent' && typeof doc.total_cost === 'number' ? { condominium_price: doc.condominium_price ?? null, iptu_price: doc.iptu_price ?? null, total_cost: doc.total_cost } : {};
  // _geo stays: the search page's map places the cards it was given.
  return {
    id,
    status,
    type,
    category,
    name,
    title,
    url,
    neighborhood,
    city,
    state,
    area,
    bedrooms,
    parking_spaces,
    image,
    price,
    rental_price,
    ...fees,
    ...(_geo ? { _geo } : {}),
  };
}
