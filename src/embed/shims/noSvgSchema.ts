/**
 * The script-tag build's stand-in for property-information's SVG schema (13 kB before gzip), which
 * react-markdown's element builder switches to inside an `<svg>`. Answers are drawn without raw HTML,
 * so an `<svg>` element never occurs: the empty schema is never consulted.
 */
export const svg = { property: {}, normal: {} };
