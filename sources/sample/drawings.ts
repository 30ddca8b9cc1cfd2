/**
 * Images the sample draws itself (SVG). Floor plans for the development units: the photo
 * set has no plans, and a living-room photo captioned "planta" would mislead. Rooms are laid
 * out from the unit's area and room counts; the drawing says it is illustrative.
 */
import { slugify } from '../../domain/rules/slug.ts';

export interface FloorPlanInput {
  label: string;
  area: number;
  bedrooms: number;
  suites: number;
}

export interface GeneratedFile {
  file: string;
  content: string;
}

const SCALE = 40; // px per metre

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function room(x: number, y: number, w: number, h: number, label: string): string {
  const cx = (x + w / 2).toFixed(1);
  const cy = (y + h / 2 + 4).toFixed(1);
  return (
    `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="#fff" stroke="#334155" stroke-width="3"/>` +
    `<text x="${cx}" y="${cy}" text-anchor="middle" font-size="14">${escapeXml(label)}</text>`
  );
}

/** A favicon: the agency's initials on its primary colour (the sample has no real logos). */
export function faviconSvg(name: string, background: string): GeneratedFile {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
  const content =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${escapeXml(background)}"/>` +
    `<text x="32" y="42" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="bold" fill="#fff">${escapeXml(initials)}</text></svg>\n`;
  return { file: 'favicon.svg', content };
}

export function floorPlanFile(unit: FloorPlanInput): string {
  return `planta-${slugify(unit.label)}.svg`;
}

/** One SVG: bedrooms stacked on the left, living, kitchen and bathroom on the right, balcony below. */
export function floorPlanSvg(unit: FloorPlanInput): GeneratedFile {
  const width = Math.sqrt(unit.area * 1.5) * SCALE;
  const height = (unit.area * SCALE * SCALE) / width;
  const pad = 20;
  const top = 50;
  const bedroomWidth = width * 0.45;
  const bedroomHeight = height / Math.max(unit.bedrooms, 1);
  const parts: string[] = [];
  for (let i = 0; i < unit.bedrooms; i++) {
    parts.push(room(pad, top + i * bedroomHeight, bedroomWidth, bedroomHeight, i < unit.suites ? `Suíte ${i + 1}` : `Quarto ${i + 1}`));
  }
  const rightX = pad + bedroomWidth;
  const rightWidth = width - bedroomWidth;
  parts.push(room(rightX, top, rightWidth, height * 0.55, 'Sala de estar/jantar'));
  parts.push(room(rightX, top + height * 0.55, rightWidth * 0.6, height * 0.3, 'Cozinha'));
  parts.push(room(rightX + rightWidth * 0.6, top + height * 0.55, rightWidth * 0.4, height * 0.3, 'Banho'));
  parts.push(room(rightX, top + height * 0.85, rightWidth, height * 0.15, 'Varanda'));
  const svgWidth = Math.max(560, Math.ceil(width + pad * 2)); // room for the title
  const svgHeight = Math.ceil(height + top + pad + 20);
  const title = `Planta ilustrativa – ${unit.label}, ${unit.area} m²`;
  const content =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${svgWidth} ${svgHeight}" width="${svgWidth}" height="${svgHeight}" font-family="sans-serif" fill="#0f172a">` +
    `<title>${escapeXml(title)}</title><rect width="100%" height="100%" fill="#f8fafc"/>` +
    `<text x="${pad}" y="30" font-size="15" font-weight="bold">${escapeXml(title)}</text>` +
    parts.join('') +
    `<text x="${pad}" y="${svgHeight - 10}" font-size="11" fill="#64748b">Sem escala. Medidas e layout sujeitos a alteração.</text>` +
    `</svg>\n`;
  return { file: floorPlanFile(unit), content };
}
