/**
 * Small inline SVG icons (no icon font, no extra request). They are always
 * decorative: the text or sr-only label next to them carries the meaning.
 */
import type { ReactElement } from 'react';

export type IconName =
  | 'facebook'
  | 'instagram'
  | 'x'
  | 'linkedin'
  | 'phone'
  | 'whatsapp'
  | 'email'
  | 'pin'
  | 'area'
  | 'bedrooms'
  | 'suites'
  | 'bathrooms'
  | 'parking_spaces'
  | 'check'
  | 'tour'
  | 'pool'
  | 'fitness'
  | 'leaf'
  | 'snowflake'
  | 'flame'
  | 'shield'
  | 'paw'
  | 'elevator'
  | 'sofa';

/* Stroke icons (24×24, currentColor), except the brand marks which are filled. */
const strokePaths: Partial<Record<IconName, string>> = {
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5',
  area: 'M4 4h16v16H4zM4 9h5M15 4v5M9 20v-5M20 15h-5',
  bedrooms: 'M3 18V7M3 14h18v4M21 14v-3a3 3 0 0 0-3-3h-7v6M7 11.5a1.5 1.5 0 1 0 0-.01',
  suites: 'M3 18V9M3 15h18v3M21 15v-3a3 3 0 0 0-3-3h-7v6M12 3l1.5 3H17l-2.8 2 1 3L12 9.3 8.8 11l1-3L7 6h3.5z',
  bathrooms: 'M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM6 12V5a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2',
  parking_spaces: 'M5 16V11l2-5h10l2 5v5M3 16h18v3H3zM7.5 13.5h.01M16.5 13.5h.01',
  check: 'M5 12l5 5 9-10',
  tour: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5',
  pool: 'M3 17c1.5 1 3 1 4.5 0s3-1 4.5 0 3 1 4.5 0 3-1 4.5 0M3 21c1.5 1 3 1 4.5 0s3-1 4.5 0 3 1 4.5 0 3-1 4.5 0M8 14V5a2 2 0 0 1 4 0M16 14V5a2 2 0 0 0-4 0M8 8h8M8 11h8',
  fitness: 'M6 7v10M3 9.5v5M18 7v10M21 9.5v5M6 12h12',
  leaf: 'M5 19c0-8 5-14 15-14 0 10-6 15-14 15M5 19l8-8',
  snowflake: 'M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7M9 4l3 2 3-2M9 20l3-2 3 2',
  flame: 'M12 22a6 6 0 0 0 6-6c0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-4-2 2-3 5-3 8a6 6 0 0 0 6 6z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  paw: 'M12 14c-3 0-5 3-5 5 0 1.5 1.5 2 2.5 2s1.5-.5 2.5-.5 1.5.5 2.5.5 2.5-.5 2.5-2c0-2-2-5-5-5zM6 11.5a1.5 2 0 1 0 0-.01M18 11.5a1.5 2 0 1 0 0-.01M9.5 7a1.5 2 0 1 0 0-.01M14.5 7a1.5 2 0 1 0 0-.01',
  elevator: 'M5 3h14v18H5zM12 3v18M8 9l1.5-2L11 9M13 15l1.5 2 1.5-2',
  sofa: 'M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3M2 13a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v5H2zM5 18v2M19 18v2',
};

const filledPaths: Partial<Record<IconName, string>> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm0 2a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm5 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  x: 'M4 3h4.5l4 5.5L17 3h3l-6.1 7.2L21 21h-4.5l-4.4-6L7 21H4l6.6-7.7z',
  linkedin:
    'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v1.7C14.6 9.7 15.9 9 17.5 9 20 9 21 10.6 21 13.5V21h-4v-6.8c0-1.4-.5-2.2-1.7-2.2-1.3 0-2.3.9-2.3 2.6V21h-3z',
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 2a8 8 0 1 1-4.1 14.9l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 0 1 12 4zm-3.2 4c-.2 0-.5 0-.7.3-.3.3-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.1 4.9 4.3 2.4 1 2.9.8 3.4.7.5 0 1.7-.7 1.9-1.4.2-.7.2-1.3.2-1.4-.1-.1-.3-.2-.6-.4l-2-1c-.3-.1-.5-.1-.7.2l-.9 1.1c-.2.2-.3.2-.6.1-.3-.2-1.2-.5-2.3-1.4-.9-.8-1.4-1.7-1.6-2-.2-.3 0-.4.1-.6l.5-.5.3-.5c.1-.2 0-.4 0-.5l-.9-2.2c-.2-.6-.5-.5-.7-.5z',
};

/** An icon's class when its caller gives none. */
const ICON_CLASS = 'h-5 w-5';

export function Icon({ name, className = ICON_CLASS }: { name: IconName; className?: string }): ReactElement {
  const filled = filledPaths[name];
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      {...(filled
        ? { fill: 'currentColor' }
        : { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const })}
    >
      <path d={filled ?? strokePaths[name] ?? ''} />
    </svg>
  );
}

// An icon's HTML depends on these props alone: the static renderer writes it once per build
// and reuses it (renderer/fragment-cache.ts); a listing page draws ~15 of them. Names and paints
// hold no ':', so a key names one icon even when its class holds Tailwind's ':' variants.
Icon.fragmentKey = ({ name, className = ICON_CLASS }: { name: IconName; className?: string }): string => `icon:${name}:${className}`;

/**
 * The icons every card repeats (the heart, WhatsApp), defined once per page by `CardIconSprite`
 * (in the shell) and drawn by reference: a /buscar page has 30 cards, and their inline paths were a
 * third of its HTML. The referencing <svg> sets fill and stroke; the symbol's path inherits them.
 */
export type SpriteIconName = 'heart' | 'whatsapp';
export const HEART_PATH = 'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z';
const spritePaths: Record<SpriteIconName, string> = { heart: HEART_PATH, whatsapp: filledPaths.whatsapp! };
const spriteId = (name: SpriteIconName) => `vt-icon-${name}`;

export function CardIconSprite(): ReactElement {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute', overflow: 'hidden' }}>
      {(Object.keys(spritePaths) as SpriteIconName[]).map((name) => (
        <symbol key={name} id={spriteId(name)} viewBox="0 0 24 24">
          <path d={spritePaths[name]} />
        </symbol>
      ))}
    </svg>
  );
}

/** A sprite icon; `paint` is the fill and stroke its path inherits. */
export function SpriteIcon({ name, className, paint }: { name: SpriteIconName; className: string; paint: 'fill' | 'stroke' }): ReactElement {
  const presentation = paint === 'fill' ? { fill: 'currentColor' } : { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinejoin: 'round' as const };
  return (
    <svg viewBox="0 0 24 24" className={className} {...presentation} aria-hidden="true" focusable="false">
      <use href={`#${spriteId(name)}`} />
    </svg>
  );
}

SpriteIcon.fragmentKey = ({ name, className, paint }: { name: SpriteIconName; className: string; paint: 'fill' | 'stroke' }): string => `sprite:${name}:${paint}:${className}`;
