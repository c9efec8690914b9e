/**
 * Whether an uploaded SVG may be served as an image (issue 27 item 6; docs/decisions.md "SVG uploads are
 * judged by parsing"). The text is parsed as namespaced XML (saxes, the parser jsdom uses) and every element
 * and attribute is judged by its namespace URI and local name against allowlists, so `<svg:script>`, an
 * entity-encoded `javascript:` or an odd-case handler is seen for what it is. Refused rather than sanitised:
 * a drawing needs none of what is refused, and the stored file stays byte for byte the teacher's.
 *
 * Refused: a DOCTYPE (no entities: no XXE, no billion laughs), processing instructions (`xml-stylesheet`),
 * malformed XML, any element outside the allowlist (script, foreignObject, a, animations, HTML...), any
 * attribute outside it (on* handlers among them), an `href` that is not `#local` (or, on `image`/`feImage`,
 * an embedded raster `data:image/png|jpeg|gif|webp;base64`), a `url()` that is not `#local`, CSS with
 * at-rules, escapes or functions outside a short list. Inkscape's, Sodipodi's and RDF/Dublin Core/Creative
 * Commons metadata elements and attributes are inert in a browser and allowed as they are.
 */
import { SaxesParser, type SaxesAttributeNS } from 'saxes';

export const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** Editors' metadata: elements and attributes a browser neither renders nor runs. */
const METADATA_NS = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://www.openswatchbook.org/uri/2009/osb',
]);

const FILTER_PRIMITIVES = [
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];

/** SVG elements a drawing is made of (SVG namespace). */
const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'title',
  'desc',
  'metadata',
  'use',
  'clipPath',
  'mask',
  'pattern',
  'symbol',
  'marker',
  'image',
  'style',
  'switch',
  ...FILTER_PRIMITIVES,
]);

/** Elements whose `href` may also be an embedded raster image. */
const IMAGE_ELEMENTS = new Set(['image', 'feImage']);

/** Attributes without a namespace: geometry, presentation, filters, text. Not an `on*` among them. */
const ATTRIBUTES = new Set(
  `id class style lang version baseProfile width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points
  pathLength viewBox preserveAspectRatio transform gradientTransform gradientUnits patternTransform
  patternUnits patternContentUnits clipPathUnits maskUnits maskContentUnits spreadMethod offset href dx dy
  rotate textLength lengthAdjust startOffset method spacing side refX refY markerWidth markerHeight
  markerUnits orient filterUnits primitiveUnits in in2 result stdDeviation mode type values operator k1 k2 k3
  k4 scale xChannelSelector yChannelSelector baseFrequency numOctaves seed stitchTiles radius order
  kernelMatrix divisor bias targetX targetY edgeMode preserveAlpha surfaceScale diffuseConstant
  specularConstant specularExponent kernelUnitLength azimuth elevation z pointsAtX pointsAtY pointsAtZ
  limitingConeAngle tableValues slope intercept amplitude exponent media requiredExtensions
  requiredFeatures systemLanguage enable-background alignment-baseline baseline-shift clip clip-path
  clip-rule color color-interpolation color-interpolation-filters color-profile color-rendering cursor
  direction display dominant-baseline fill fill-opacity fill-rule filter flood-color flood-opacity font
  font-family font-size font-size-adjust font-stretch font-style font-variant font-weight
  glyph-orientation-horizontal glyph-orientation-vertical image-rendering kerning letter-spacing
  lighting-color marker marker-start marker-mid marker-end mask mask-type opacity overflow paint-order
  pointer-events shape-rendering stop-color stop-opacity stroke stroke-dasharray stroke-dashoffset
  stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke-width text-anchor text-decoration
  text-rendering transform-origin unicode-bidi vector-effect visibility word-spacing writing-mode
  white-space line-height mix-blend-mode isolation solid-color solid-opacity`.split(/\s+/),
);
const XLINK_ATTRIBUTES = new Set(['href', 'title', 'type', 'role', 'arcrole', 'show', 'actuate']);
const XML_ATTRIBUTES = new Set(['space', 'lang']);

/** CSS functions a drawing's style uses; `url()` is judged by its target. */
const CSS_FUNCTIONS = new Set(
  `url rgb rgba hsl hsla hwb lab lch oklab oklch color var calc min max clamp translate translatex
  translatey translate3d rotate rotatex rotatey rotatez rotate3d scale scalex scaley scale3d skew skewx
  skewy matrix matrix3d perspective cubic-bezier steps`.split(/\s+/),
);

const LOCAL_REF = /^#[^\s#]*$/;
const RASTER_DATA = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/**
 * Why an SVG is refused: `malformed` when it is not a well-formed SVG document at all, `unsafe` when it
 * holds something outside the allowlists; `detail` says what (for tests; the user sees the kind's message).
 */
export type SvgRefusal = { kind: 'malformed' | 'unsafe'; detail: string };

class Refused extends Error {}
class Malformed extends Error {}

/** `url(...)` targets in a value: each must be `#local`. */
function checkUrls(value: string, where: string) {
  for (const m of value.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) {
    if (!LOCAL_REF.test(m[2]!.trim())) throw new Refused(`${where}: url(${m[2]})`);
  }
  if (/url\(/i.test(value.replace(/url\(\s*(['"]?)[^'")]*\1\s*\)/gi, '')))
    throw new Refused(`${where}: unreadable url()`);
}

/** A style attribute's or element's CSS: no escapes, no at-rules, known functions, local urls only. */
function checkCss(css: string, where: string) {
  if (css.includes('\\')) throw new Refused(`${where}: CSS escape`);
  if (css.includes('@')) throw new Refused(`${where}: CSS at-rule`);
  for (const m of css.matchAll(/([-\w]+)\(/g)) {
    if (!CSS_FUNCTIONS.has(m[1]!.toLowerCase())) throw new Refused(`${where}: CSS ${m[1]}()`);
  }
  checkUrls(css, where);
}

function checkHref(element: string, value: string) {
  const target = value.trim();
  if (LOCAL_REF.test(target)) return;
  if (IMAGE_ELEMENTS.has(element) && RASTER_DATA.test(target)) return;
  throw new Refused(`${element} href: ${target.slice(0, 40)}`);
}

function checkAttribute(element: string, elementNs: string, attr: SaxesAttributeNS) {
  const { uri, local, value, name } = attr;
  if (/^on/i.test(local)) throw new Refused(`handler ${name}`);
  if (uri === XMLNS_NS) return;
  if (METADATA_NS.has(uri)) return;
  if (uri === XML_NS) {
    if (!XML_ATTRIBUTES.has(local)) throw new Refused(`attribute ${name}`);
    return;
  }
  if (uri === XLINK_NS) {
    if (!XLINK_ATTRIBUTES.has(local)) throw new Refused(`attribute ${name}`);
    if (local === 'href') checkHref(element, value);
    return;
  }
  if (uri !== '') throw new Refused(`attribute ${name} (${uri})`);
  // Attributes without a namespace on metadata elements (rdf:about="") are inert.
  if (elementNs !== SVG_NS) return;
  if (local.startsWith('data-') || local.startsWith('aria-')) return;
  if (!ATTRIBUTES.has(local)) throw new Refused(`attribute ${name} on ${element}`);
  if (local === 'href') checkHref(element, value);
  else if (local === 'style') checkCss(value, 'style');
  else checkUrls(value, name);
}

/**
 * Null when the text is an SVG drawing that may be served; otherwise why not. Only the SVG namespace's
 * allowlisted elements and the metadata namespaces' elements are allowed, whatever prefix names them.
 */
export function judgeSvg(text: string): SvgRefusal | null {
  const parser = new SaxesParser({ xmlns: true });
  let root = true;
  let css: string | null = null;
  parser.on('doctype', () => {
    throw new Refused('DOCTYPE');
  });
  parser.on('processinginstruction', (pi) => {
    throw new Refused(`processing instruction ${pi.target}`);
  });
  parser.on('opentag', (tag) => {
    const uri = tag.uri;
    const local = tag.local;
    if (root && !(uri === SVG_NS && local === 'svg'))
      throw new Malformed(`root ${tag.name} (${uri || 'no namespace'})`);
    root = false;
    if (uri === SVG_NS) {
      if (!ELEMENTS.has(local)) throw new Refused(`element ${tag.name}`);
    } else if (!METADATA_NS.has(uri)) throw new Refused(`element ${tag.name} (${uri || 'no namespace'})`);
    for (const attr of Object.values(tag.attributes)) checkAttribute(local, uri, attr);
    if (uri === SVG_NS && local === 'style') css = '';
  });
  parser.on('text', (t) => {
    if (css !== null) css += t;
  });
  parser.on('cdata', (t) => {
    if (css !== null) css += t;
  });
  parser.on('closetag', (tag) => {
    if (tag.uri === SVG_NS && tag.local === 'style' && css !== null) {
      checkCss(css, 'style element');
      css = null;
    }
  });
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch (e) {
    if (e instanceof Refused) return { kind: 'unsafe', detail: e.message };
    return { kind: 'malformed', detail: (e as Error).message };
  }
  if (root) return { kind: 'malformed', detail: 'no svg element' };
  return null;
}
