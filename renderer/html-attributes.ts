/**
 * Attributes and text as react-dom/server 19 writes them (its `pushAttribute`,
 * `pushStyleAttribute` and `escapeTextForBrowser`), for the static renderer:
 * the same names (className → class, SVG camelCase → kebab), the same boolean,
 * numeric and URL rules and the same escaping, so a page's HTML does not depend
 * on which of the two rendered it.
 */

const ESCAPE = /["'&<>]/;
const ESCAPE_ALL = /["'&<>]/g;
const ENTITIES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** Text and attribute values: `& < > " '` escaped, as React does for both. */
export function escapeText(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  return ESCAPE.test(text) ? text.replace(ESCAPE_ALL, (c) => ENTITIES[c]!) : text;
}

const JAVASCRIPT_URL = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
const BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

function sanitizeUrl(url: string): string {
  return JAVASCRIPT_URL.test(url) ? BLOCKED_URL : url;
}

const SAFE_NAME =
  /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$/;

// React's alias table (react-dom-server's `aliases`): camelCase props → HTML/SVG attribute names.
const ALIASES = new Map(
  (
    'acceptCharset=accept-charset htmlFor=for httpEquiv=http-equiv crossOrigin=crossorigin ' +
    'accentHeight=accent-height alignmentBaseline=alignment-baseline arabicForm=arabic-form ' +
    'baselineShift=baseline-shift capHeight=cap-height clipPath=clip-path clipRule=clip-rule ' +
    'colorInterpolation=color-interpolation colorInterpolationFilters=color-interpolation-filters ' +
    'colorProfile=color-profile colorRendering=color-rendering dominantBaseline=dominant-baseline ' +
    'enableBackground=enable-background fillOpacity=fill-opacity fillRule=fill-rule floodColor=flood-color ' +
    'floodOpacity=flood-opacity fontFamily=font-family fontSize=font-size fontSizeAdjust=font-size-adjust ' +
    'fontStretch=font-stretch fontStyle=font-style fontVariant=font-variant fontWeight=font-weight ' +
    'glyphName=glyph-name glyphOrientationHorizontal=glyph-orientation-horizontal ' +
    'glyphOrientationVertical=glyph-orientation-vertical horizAdvX=horiz-adv-x horizOriginX=horiz-origin-x ' +
    'imageRendering=image-rendering letterSpacing=letter-spacing lightingColor=lighting-color markerEnd=marker-end ' +
    'markerMid=marker-mid markerStart=marker-start maskType=mask-type overlinePosition=overline-position ' +
    'overlineThickness=overline-thickness paintOrder=paint-order panose-1=panose-1 pointerEvents=pointer-events ' +
    'renderingIntent=rendering-intent shapeRendering=shape-rendering stopColor=stop-color stopOpacity=stop-opacity ' +
    'strikethroughPosition=strikethrough-position strikethroughThickness=strikethrough-thickness ' +
    'strokeDasharray=stroke-dasharray strokeDashoffset=stroke-dashoffset strokeLinecap=stroke-linecap ' +
    'strokeLinejoin=stroke-linejoin strokeMiterlimit=stroke-miterlimit strokeOpacity=stroke-opacity ' +
    'strokeWidth=stroke-width textAnchor=text-anchor textDecoration=text-decoration textRendering=text-rendering ' +
    'transformOrigin=transform-origin underlinePosition=underline-position underlineThickness=underline-thickness ' +
    'unicodeBidi=unicode-bidi unicodeRange=unicode-range unitsPerEm=units-per-em vAlphabetic=v-alphabetic ' +
    'vHanging=v-hanging vIdeographic=v-ideographic vMathematical=v-mathematical vectorEffect=vector-effect ' +
    'vertAdvY=vert-adv-y vertOriginX=vert-origin-x vertOriginY=vert-origin-y wordSpacing=word-spacing ' +
    'writingMode=writing-mode xmlnsXlink=xmlns:xlink xHeight=x-height '
  )
    .trim()
    .split(' ')
    .map((pair) => pair.split('=') as [string, string]),
);

const UNITLESS = new Set(
  'animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth boxFlex boxFlexGroup boxOrdinalGroup columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder gridArea gridRow gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp lineHeight opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth'.split(
    ' ',
  ),
);
const styleNames = new Map<string, string>();

function styleAttribute(style: Record<string, unknown>): string {
  let out = '';
  for (const name in style) {
    if (!Object.hasOwn(style, name)) continue;
    const value = style[name];
    if (value == null || typeof value === 'boolean' || value === '') continue;
    let css: string;
    let text: string;
    if (name.startsWith('--')) {
      css = escapeText(name);
      text = escapeText(String(value).trim());
    } else {
      css = styleNames.get(name) ?? escapeText(name.replace(/([A-Z])/g, '-$1').toLowerCase().replace(/^ms-/, '-ms-'));
      styleNames.set(name, css);
      text = typeof value === 'number' ? (value === 0 || UNITLESS.has(name) ? String(value) : `${value}px`) : escapeText(String(value).trim());
    }
    out += out === '' ? ` style="${css}:${text}` : `;${css}:${text}`;
  }
  return out === '' ? '' : `${out}"`;
}

const BOOLEANS = new Set(
  'inert allowFullScreen async autoPlay controls credentialless default defer disabled disablePictureInPicture disableRemotePlayback formNoValidate hidden loop noModule noValidate open playsInline readOnly required reversed scoped seamless itemScope'.split(
    ' ',
  ),
);

function isPlain(value: unknown): boolean {
  return typeof value !== 'function' && typeof value !== 'symbol';
}

function plain(name: string, value: unknown): string {
  return isPlain(value) && typeof value !== 'boolean' ? ` ${name}="${escapeText(value)}"` : '';
}

/**
 * One attribute as React writes it on a host element ('' when React writes nothing). Written
 * afresh every time: a memo by name and value (kept from 2026-11-28 to 2026-11-30) paid for the
 * icons' long path strings, which are now written once per build (ui/icons.tsx); for class lists
 * built at render time a Map lookup costs 1–2.7 µs (the new string is hashed and compared in
 * full), and without the memo pages rendered 4–8 % faster (bench/README.md).
 */
export function attribute(name: string, value: unknown): string {
  switch (name) {
    case 'className':
      return plain('class', value);
    case 'tabIndex':
      return plain('tabindex', value);
    case 'dir':
    case 'role':
    case 'viewBox':
    case 'width':
    case 'height':
      return plain(name, value);
    case 'style':
      if (typeof value !== 'object' || value === null) throw new Error('The `style` prop expects a mapping from style properties to values');
      return styleAttribute(value as Record<string, unknown>);
    case 'src':
    case 'href':
      if (value === '') return '';
    // falls through
    case 'action':
    case 'formAction':
      if (value == null || !isPlain(value) || typeof value === 'boolean') return '';
      return ` ${name}="${escapeText(sanitizeUrl(String(value)))}"`;
    case 'defaultValue':
    case 'defaultChecked':
    case 'innerHTML':
    case 'suppressContentEditableWarning':
    case 'suppressHydrationWarning':
    case 'ref':
      return '';
    case 'autoFocus':
    case 'multiple':
    case 'muted':
      return value && isPlain(value) ? ` ${name.toLowerCase()}=""` : '';
    case 'contentEditable':
    case 'spellCheck':
    case 'draggable':
    case 'value':
    case 'autoReverse':
    case 'externalResourcesRequired':
    case 'focusable':
    case 'preserveAlpha':
      return isPlain(value) ? ` ${name}="${escapeText(value)}"` : '';
    case 'capture':
    case 'download':
      return value === true ? ` ${name}=""` : value !== false && isPlain(value) ? ` ${name}="${escapeText(value)}"` : '';
    case 'cols':
    case 'rows':
    case 'size':
    case 'span':
      return isPlain(value) && !Number.isNaN(value as number) && (value as number) >= 1 ? ` ${name}="${escapeText(value)}"` : '';
    case 'xlinkHref':
      return isPlain(value) && typeof value !== 'boolean' ? ` xlink:href="${escapeText(sanitizeUrl(String(value)))}"` : '';
    case 'xlinkActuate':
    case 'xlinkArcrole':
    case 'xlinkRole':
    case 'xlinkShow':
    case 'xlinkTitle':
    case 'xlinkType':
      return plain(`xlink:${name.slice(5).toLowerCase()}`, value);
    case 'xmlBase':
    case 'xmlLang':
    case 'xmlSpace':
      return plain(`xml:${name.slice(3).toLowerCase()}`, value);
    case 'rowSpan':
    case 'start':
      return isPlain(value) && !Number.isNaN(value as number) ? ` ${name}="${escapeText(value)}"` : '';
  }
  if (BOOLEANS.has(name)) return value && isPlain(value) ? ` ${name}=""` : '';
  // Event handlers (on*) never reach HTML.
  if (name.length > 2 && (name[0] === 'o' || name[0] === 'O') && (name[1] === 'n' || name[1] === 'N')) return '';
  const html = ALIASES.get(name) ?? name;
  if (!SAFE_NAME.test(html) || !isPlain(value)) return '';
  if (typeof value === 'boolean') {
    const prefix = html.toLowerCase().slice(0, 5);
    if (prefix !== 'data-' && prefix !== 'aria-') return '';
  }
  return ` ${html}="${escapeText(value)}"`;
}
