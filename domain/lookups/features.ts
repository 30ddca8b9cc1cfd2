/**
 * Features of the home itself (spec §3.2), written as ?caracteristicas= on
 * /buscar (spec §2.7) with the slug of their pt-BR label.
 * Labels, slugs and synonyms are read through ./vocabulary.ts.
 */
import { createLookupTable, type LookupEntry, type LookupTable } from './lookup-table.ts';

export const featureTable: LookupTable = createLookupTable([
  { code: 'air_conditioning', label: 'Ar-condicionado' },
  { code: 'balcony', label: 'Varanda' },
  { code: 'gourmet_balcony', label: 'Varanda gourmet', icon: 'party' },
  { code: 'barbecue_grill', label: 'Churrasqueira', icon: 'party' },
  { code: 'furnished', label: 'Mobiliado' },
  { code: 'semi_furnished', label: 'Semimobiliado' },
  { code: 'pets_allowed', label: 'Aceita pets' },
  { code: 'elevator', label: 'Elevador' },
  { code: 'built_in_wardrobes', label: 'Armários embutidos' },
  { code: 'kitchen_cabinets', label: 'Armários na cozinha' },
  { code: 'walk_in_closet', label: 'Closet' },
  { code: 'american_kitchen', label: 'Cozinha americana' },
  { code: 'service_area', label: 'Área de serviço' },
  { code: 'maid_room', label: 'Dependência de empregada' },
  { code: 'home_office', label: 'Escritório' },
  { code: 'pantry', label: 'Despensa' },
  { code: 'storage_room', label: 'Depósito' },
  { code: 'fireplace', label: 'Lareira' },
  { code: 'backyard', label: 'Quintal', icon: 'leaf' },
  { code: 'garden', label: 'Jardim', icon: 'leaf' },
  { code: 'private_pool', label: 'Piscina privativa', icon: 'swim' },
  { code: 'hot_tub', label: 'Hidromassagem' },
  { code: 'covered_garage', label: 'Garagem coberta', icon: 'car' },
  { code: 'solar_heating', label: 'Aquecimento solar' },
  { code: 'gas_heating', label: 'Aquecimento a gás' },
  { code: 'piped_gas', label: 'Gás encanado' },
  { code: 'intercom', label: 'Interfone' },
  { code: 'electronic_gate', label: 'Portão eletrônico' },
  { code: 'alarm_system', label: 'Sistema de alarme' },
  { code: 'security_cameras', label: 'Câmeras de segurança' },
  { code: 'internet_access', label: 'Internet' },
  { code: 'cable_tv', label: 'TV a cabo' },
  { code: 'sea_view', label: 'Vista para o mar' },
  { code: 'mountain_view', label: 'Vista para a montanha' },
  { code: 'sunny', label: 'Sol da manhã' },
  { code: 'high_ceilings', label: 'Pé-direito alto' },
  { code: 'hardwood_floor', label: 'Piso de madeira' },
  { code: 'porcelain_tile_floor', label: 'Piso porcelanato' },
  { code: 'shower_enclosure', label: 'Box blindex' },
  { code: 'soundproofing', label: 'Isolamento acústico' },
  { code: 'wheelchair_accessible', label: 'Acessibilidade' },
  { code: 'near_school', label: 'Próximo a escolas', icon: 'school' },
  { code: 'near_metro', label: 'Próximo ao metrô', icon: 'metro' },
  { code: 'near_market', label: 'Próximo a mercados', icon: 'market' },
  { code: 'near_park', label: 'Próximo a parques', icon: 'leaf' },
]);

export const propertyFeatures: readonly LookupEntry[] = featureTable.entries;
