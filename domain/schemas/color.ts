/**
 * Hex colours (spec §3.3: "Colour values are hex. Three-digit values are expanded to six").
 * Accepts '#abc', 'abc', '#aabbcc' or 'aabbcc' in any case; outputs lowercase '#aabbcc'.
 */
import { z } from 'zod';
import { expandHex } from '../rules/colors.ts';
import { expecting } from './common.ts';

const HEX_COLOR = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const HEX_COLOR_MESSAGE = 'must be a hex colour such as #aabbcc or #abc';

export const hexColor = z
  .string({ error: expecting('a hex colour') })
  .trim()
  .regex(HEX_COLOR, HEX_COLOR_MESSAGE)
  // The regex has accepted it, so expandHex always expands; `?? v` only satisfies the type.
  .transform((v) => expandHex(v) ?? v);

/** An optional colour: undefined, null and '' (an unset builder field) all mean "not set". */
export const optionalHexColor = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  hexColor.optional(),
);
