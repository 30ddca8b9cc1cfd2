/**
 * The nested settings of a SiteConfig (spec §3.3). Every group is optional and defaults
 * to {} (or []), so a template can read `config.colors.primary` without guards.
 */
import { z } from 'zod';
import { optionalHexColor } from './color.ts';
import {
  blankAsUnset,
  expecting,
  flag,
  list,
  nonNegative,
  oneOf,
  setting,
  requiredText,
  section,
  text,
  textOrNumber,
} from './common.ts';
import { hrefSchema, optionalHref, optionalToken } from './links.ts';

/** Text that may arrive as a number (phones, CRECI, CNPJ); '' and null mean unset. */
const looseText = () => blankAsUnset(textOrNumber());

const buttonColors = () =>
  section({
    text: optionalHexColor,
    hover_text: optionalHexColor,
    background: optionalHexColor,
    hover_background: optionalHexColor,
  });

export const assetsSchema = section({ favicon: setting(), logo: setting() });

export const colorsSchema = section({
  primary: optionalHexColor,
  secondary: optionalHexColor,
  accent: optionalHexColor,
  background: optionalHexColor,
  text: optionalHexColor,
  link: section({
    text: optionalHexColor,
    background: optionalHexColor,
    hover: optionalHexColor,
    default: optionalHexColor,
  }),
  button: buttonColors(),
});
export type SiteColors = z.output<typeof colorsSchema>;

/** A CSS font-family value: names, spaces, commas and quotes only (it is written into CSS). */
const fontFamily = () =>
  blankAsUnset(
    text()
      .trim()
      .regex(/^[\p{L}\p{N} ,'"_.-]+$/u, 'must be a font family name such as Inter or "Open Sans", sans-serif'),
  );

export const fontsSchema = section({ body: fontFamily(), heading: fontFamily() });

export const seoSchema = section({
  title: setting(),
  description: setting(),
  ogTitle: setting(),
  ogImage: setting(),
  ogDescription: setting(),
  image: setting(),
});
export type Seo = z.output<typeof seoSchema>;

export const socialSchema = section({
  facebook: optionalHref,
  instagram: optionalHref,
  x: optionalHref,
  linkedin: optionalHref,
});

export const portfolioSchema = section({
  status: z.union([text(), z.array(text())], { error: expecting('text or a list of text') }).nullish(),
  categories: list(z.object({ name: requiredText() }, { error: expecting('an object') })),
  show_categories_in_filters: flag(false),
});

export const brokerSchema = section({
  name: setting(),
  creci: looseText(),
  whatsapp: looseText(),
  avatar_url: setting(),
  description: setting(),
});

export const companySchema = section({
  works_solo: flag(false),
  name: setting(),
  phone: looseText(),
  whatsapp: looseText(),
  email: setting(),
  cnpj: looseText(),
  creci: looseText(),
  street: setting(),
  street_number: looseText(),
  complement: setting(),
  neighborhood: setting(),
  city: setting(),
  state: setting(),
  zipcode: looseText(),
  hide_address: flag(false),
});

export const leadsSettingsSchema = section({
  email: setting(),
  whatsapp: looseText(),
  forward_to_email: flag(false),
  forward_to_whatsapp: flag(false),
});

export const integrationsSchema = section({
  facebook: section({ pixel_id: optionalToken }),
  google_maps: section({ map_id: optionalToken, api_key: optionalToken, enable_cluster: flag(false) }),
  google_analytics: section({ id: optionalToken }),
});

export const menuItemSchema = z.object(
  {
    title: requiredText(),
    url: hrefSchema,
    asButton: flag(false),
    newTab: flag(false),
    icon: setting(),
  },
  { error: expecting('an object') },
);
export type MenuItem = z.output<typeof menuItemSchema>;

export const HEADER_LAYOUTS = ['style-1', 'style-2', 'style-3', 'style-4', 'style-5', 'style-6'] as const;
export type HeaderLayout = (typeof HEADER_LAYOUTS)[number];

/** A logo width in pixels: a number, or numeric text such as '120' or '120px'. */
const logoWidth = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*(px)?\s*$/.test(v) ? Number.parseFloat(v) : v),
  nonNegative().nullish(),
);

/**
 * The builder writes `logoWidth`, the code reads `logo_width` (spec §3.3): both are
 * accepted, `logo_width` wins when both are given, and only `logo_width` is output.
 */
function renameLogoWidth(value: unknown): unknown {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const { logoWidth: camel, ...rest } = value as Record<string, unknown>;
  return rest.logo_width === undefined || rest.logo_width === null ? { ...rest, logo_width: camel } : rest;
}

export const headerSchema = z.preprocess(
  renameLogoWidth,
  z.object(
    {
      colors: section({
        link: optionalHexColor,
        text: optionalHexColor,
        background: optionalHexColor,
        button: buttonColors(),
      }),
      layout: oneOf(HEADER_LAYOUTS)
        .nullish()
        .transform((v): HeaderLayout => v ?? 'style-1'),
      logo_width: logoWidth,
    },
    { error: expecting('an object') },
  ),
);

export const footerSchema = section({
  colors: section({
    icon: optionalHexColor,
    link: optionalHexColor,
    text: optionalHexColor,
    background: optionalHexColor,
  }),
});

/** A CSS size: a number of pixels or a length such as '1.25rem' (it is written into CSS). */
const cssSize = z
  .union([nonNegative(), text().trim().regex(/^\d+(\.\d+)?(px|rem|em|%)?$/, 'must be a size such as 18px or 1.25rem')], {
    error: expecting('a number or a size such as 18px'),
  })
  .nullish();

export const cardSchema = section({
  carrouselGallery: flag(false),
  showImageTags: flag(false),
  priceOverImage: flag(false),
  priceTextColor: optionalHexColor,
  titleFontSize: cssSize,
  backgroundColor: optionalHexColor,
  showWhatsappButton: flag(false),
  removePadding: flag(false),
  addBorder: flag(false),
  borderColor: optionalHexColor,
});
