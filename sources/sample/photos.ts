/**
 * The demo photos in examples/photos (see photos.json and ATTRIBUTION.md there), listed here
 * so the pure generator can choose them without reading files. Captions are pt-BR.
 */
import type { Random } from './random.ts';

export type PhotoKind = 'interior' | 'exterior-house' | 'exterior-apartment';

export interface SamplePhoto {
  file: string;
  kind: PhotoKind;
  caption: string;
}

export const samplePhotos: readonly SamplePhoto[] = [
  { file: 'pxhere-1367038-living-room.jpg', kind: 'interior', caption: 'Sala de estar' },
  { file: 'pxhere-945420-kitchen.jpg', kind: 'interior', caption: 'Cozinha integrada à sala de jantar' },
  { file: 'pxhere-607447-bedroom.jpg', kind: 'interior', caption: 'Quarto' },
  { file: 'pwb-apartment_downtown.jpg', kind: 'interior', caption: 'Sala com cozinha americana' },
  { file: 'pwb-apartment_luxury.jpg', kind: 'interior', caption: 'Sala de estar ampla' },
  { file: 'pwb-house_family.jpg', kind: 'exterior-house', caption: 'Fachada com piscina' },
  { file: 'pwb-house_suburban.jpg', kind: 'exterior-house', caption: 'Casa moderna com piscina' },
  { file: 'pwb-penthouse_luxury.jpg', kind: 'interior', caption: 'Living com pé-direito alto' },
  { file: 'pwb-studio_modern.jpg', kind: 'interior', caption: 'Ambiente integrado' },
  { file: 'pwb-villa_ocean.jpg', kind: 'exterior-house', caption: 'Área de lazer com piscina' },
  { file: 'daniel-alvasd-YyeVYBeg-Jc-unsplash.jpg', kind: 'exterior-apartment', caption: 'Fachada do edifício' },
  { file: 'dillon-kydd-2keCPb73aQY-unsplash.jpg', kind: 'exterior-house', caption: 'Fachada' },
  { file: 'dillon-kydd-XGvwt544g8k-unsplash.jpg', kind: 'exterior-house', caption: 'Fachada com garagem para dois carros' },
  { file: 'francesca-tosolini-yYUu4R4Wuwk-unsplash.jpg', kind: 'interior', caption: 'Sala com lareira' },
  { file: 'james-feaver-O4Ywu_YNj5A-unsplash.jpg', kind: 'exterior-house', caption: 'Fachada' },
  { file: 'jan-jakub-nanista-UHyrjKPsshk-unsplash.jpg', kind: 'exterior-apartment', caption: 'Fachada do edifício' },
  { file: 'joydeep-sengupta-1d6cLEBGcps-unsplash.jpg', kind: 'exterior-apartment', caption: 'Edifício com varandas' },
  { file: 'paul-kapischka-NLbMgDBio4Y-unsplash.jpg', kind: 'exterior-house', caption: 'Casa com jardim' },
  { file: 'r-architecture-MAnVoJlQUvg-unsplash.jpg', kind: 'exterior-house', caption: 'Fachada moderna' },
  { file: 'r-architecture-wDDfbanbhl8-unsplash.jpg', kind: 'interior', caption: 'Sala de jantar e escada' },
  { file: 'steven-ungermann-xsWOJGv_2eI-unsplash.jpg', kind: 'interior', caption: 'Sala e cozinha' },
  { file: 'terrah-holly-pmhdkgRCbtE-unsplash.jpg', kind: 'exterior-house', caption: 'Fachada' },
];

const ofKind = (kind: PhotoKind) => samplePhotos.filter((photo) => photo.kind === kind);

/** House fronts with a pool: the only photos that can pass for a beach development. */
const poolFronts = samplePhotos.filter((photo) => photo.kind === 'exterior-house' && photo.caption.includes('piscina'));

export type Exterior = 'house' | 'apartment' | 'pool';

function fronts(exterior: Exterior): readonly SamplePhoto[] {
  if (exterior === 'pool') return poolFronts;
  return ofKind(exterior === 'house' ? 'exterior-house' : 'exterior-apartment');
}

export interface GalleryEntry {
  name: string;
  url: string;
  caption: string;
  featured: boolean;
}

/** Relative to the tenant's data folder: `vitrine serve` serves <data>/<site>/media/. */
export function mediaUrl(file: string): string {
  return `media/${file}`;
}

/**
 * A gallery of `count` photos (3–8): an exterior that fits the category first and featured,
 * then interiors. Houses and land get a house front, beach developments a front with a pool,
 * everything else a building front.
 */
export function gallery(random: Random, exterior: Exterior, count: number): GalleryEntry[] {
  const front = random.pick(fronts(exterior));
  const inside = random.sample(ofKind('interior'), Math.max(0, count - 1));
  return [front, ...inside].map((photo, i) => ({
    name: photo.file.replace(/\.jpg$/, ''),
    url: mediaUrl(photo.file),
    caption: photo.caption,
    featured: i === 0,
  }));
}

export function photoOfKind(random: Random, kind: PhotoKind): SamplePhoto {
  return random.pick(ofKind(kind));
}

export function frontPhoto(random: Random, exterior: Exterior): SamplePhoto {
  return random.pick(fronts(exterior));
}
