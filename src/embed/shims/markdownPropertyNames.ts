/**
 * The script-tag build's stand-in for `property-information`, which react-markdown's element builder
 * (hast-util-to-jsx-runtime) asks how to write each property of an element it makes. The package
 * describes every HTML, SVG and XML attribute (5.8 kB gzip of the first answer); an answer's elements
 * carry only what markdown makes, since answers are drawn without raw HTML: `href`, `src`, `alt`,
 * `title`, `className`, `start`, `align`, `type`, `checked`, `disabled`, `ariaLabel`, `ariaHidden`.
 *
 * For those, and for any property React spells as hast does, the builder writes the property's own
 * name, as with the package; `aria*` and `data*` properties are written as their attributes
 * (`aria-label`, `data-footnote-ref`), as the package writes them. Values are joined as the package
 * joins them for these properties: lists with spaces. What differs is only what no answer has: the
 * few names React spells otherwise (`xlinkHref`, `itemID`…), comma-separated lists (`srcSet`,
 * `accept`) and SVG's own schema.
 */

/** What the builder reads of a property: no `space`, so it writes `attribute`. */
interface PropertyInfo {
  property: string;
  attribute: string;
  commaSeparated: boolean;
}

/** The builder compares a schema's `space` to switch to SVG inside an `<svg>`, which answers never have. */
export const html = { space: "html", property: {}, normal: {} };
export const svg = { space: "svg", property: {}, normal: {} };
export const hastToReact: Record<string, string> = {};

const ARIA = /^aria[A-Z]/;
const DATA = /^data[A-Z]/;

/** How `property` is written on the element React makes. */
export function find(_schema: unknown, property: string): PropertyInfo {
  const attribute = ARIA.test(property)
    ? `aria-${property.slice(4).toLowerCase()}`
    : DATA.test(property)
      ? `data${property.slice(4).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
      : property;
  return { property, attribute, commaSeparated: false };
}
