/**
 * Amenities of the building or condominium (spec §3.2), written as
 * ?comodidades= on /buscar (spec §2.7) with the slug of their pt-BR label.
 * Labels, slugs and synonyms are read through ./vocabulary.ts.
 */
import { createLookupTable, type LookupEntry, type LookupTable } from './lookup-table.ts';

export const amenityTable: LookupTable = createLookupTable([
  { code: 'swimming_pool', label: 'Piscina', icon: 'swim' },
  { code: 'heated_pool', label: 'Piscina aquecida', icon: 'swim' },
  { code: 'children_pool', label: 'Piscina infantil', icon: 'swim' },
  { code: 'wet_deck', label: 'Deck molhado', icon: 'swim' },
  { code: 'gym', label: 'Academia', icon: 'dumbbell' },
  { code: 'party_room', label: 'Salão de festas', icon: 'party' },
  { code: 'gourmet_space', label: 'Espaço gourmet', icon: 'party' },
  { code: 'barbecue_area', label: 'Churrasqueira', icon: 'party' },
  { code: 'game_room', label: 'Salão de jogos' },
  { code: 'playground', label: 'Playground', icon: 'playground' },
  { code: 'toy_library', label: 'Brinquedoteca', icon: 'playground' },
  { code: 'concierge_24h', label: 'Portaria 24h' },
  { code: 'security_24h', label: 'Segurança 24h' },
  { code: 'gated_community', label: 'Condomínio fechado' },
  { code: 'sauna', label: 'Sauna' },
  { code: 'spa', label: 'Spa' },
  { code: 'tennis_court', label: 'Quadra de tênis' },
  { code: 'sports_court', label: 'Quadra poliesportiva' },
  { code: 'squash_court', label: 'Quadra de squash' },
  { code: 'soccer_field', label: 'Campo de futebol' },
  { code: 'walking_track', label: 'Pista de caminhada', icon: 'leaf' },
  { code: 'green_area', label: 'Área verde', icon: 'leaf' },
  { code: 'garden', label: 'Jardim', icon: 'leaf' },
  { code: 'pet_place', label: 'Pet place', icon: 'leaf' },
  { code: 'cinema_room', label: 'Espaço cinema' },
  { code: 'coworking', label: 'Coworking' },
  { code: 'shared_laundry', label: 'Lavanderia coletiva' },
  { code: 'bicycle_rack', label: 'Bicicletário' },
  { code: 'visitor_parking', label: 'Estacionamento para visitantes', icon: 'parking_spaces' },
  { code: 'valet_parking', label: 'Manobrista', icon: 'car' },
  { code: 'ev_charger', label: 'Carregador para carro elétrico', icon: 'car' },
  { code: 'service_elevator', label: 'Elevador de serviço' },
  { code: 'power_generator', label: 'Gerador de energia' },
  { code: 'mini_market', label: 'Minimercado', icon: 'market' },
  { code: 'beauty_salon', label: 'Salão de beleza' },
  { code: 'solarium', label: 'Solário' },
  { code: 'lounge', label: 'Lounge' },
]);

export const propertyAmenities: readonly LookupEntry[] = amenityTable.entries;
