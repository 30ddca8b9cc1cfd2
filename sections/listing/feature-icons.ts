/**
 * Which icon stands beside a feature or amenity on the listing page (spec
 * §3.2 codes): a few families a visitor recognises at a glance, and a check
 * mark for everything else (unknown codes included). A synonym ('pool') gets its code's icon.
 */
import { canonicalCode } from '../../domain/lookups/vocabulary.ts';
import type { IconName } from '../../ui/icons.tsx';

const families: ReadonlyArray<readonly [IconName, readonly string[]]> = [
  ['pool', ['swimming_pool', 'heated_pool', 'children_pool', 'wet_deck', 'private_pool', 'hot_tub', 'spa', 'sauna', 'sea_view']],
  ['fitness', ['gym', 'walking_track', 'tennis_court', 'sports_court', 'squash_court', 'soccer_field']],
  ['leaf', ['garden', 'green_area', 'backyard', 'near_park', 'mountain_view', 'solarium', 'sunny']],
  ['snowflake', ['air_conditioning']],
  ['flame', ['barbecue_grill', 'barbecue_area', 'gourmet_balcony', 'gourmet_space', 'fireplace', 'gas_heating', 'piped_gas']],
  ['shield', ['intercom', 'electronic_gate', 'alarm_system', 'security_cameras', 'gated_community']],
  ['paw', ['pets_allowed', 'pet_place']],
  ['parking_spaces', ['covered_garage', 'visitor_parking', 'valet_parking', 'ev_charger']],
  ['elevator', ['elevator', 'service_elevator']],
  ['sofa', ['furnished', 'semi_furnished', 'lounge', 'party_room', 'cinema_room', 'game_room']],
];

const iconByCode = new Map(families.flatMap(([icon, codes]) => codes.map((code) => [code, icon] as const)));

export function featureIcon(code: string): IconName {
  return iconByCode.get(canonicalCode(code)) ?? 'check';
}
