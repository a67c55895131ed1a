import { readFileSync } from "node:fs";

const css = readFileSync(new URL("../markdown.css", import.meta.url), "utf8");
const widgetCss = readFileSync(new URL("../../widget/widget.css", import.meta.url), "utf8");

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function ratio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}
/** The `--daw-theme-<prefix>*` colours declared in the first rule for `selector` in `source`. */
function palette(source: string, selector: string, prefix: string): Record<string, string> {
  const start = source.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const block = source.slice(start, source.indexOf("}", start));
  return Object.fromEntries([...block.matchAll(new RegExp(`--daw-theme-${prefix}([\\w-]+): (#[0-9a-f]{6})`, "g"))].map((m) => [m[1]!, m[2]!]));
}

describe("code highlighting colours", () => {
  const themes = {
    light: { colours: palette(css, ".daw-root", "hl-"), background: palette(widgetCss, ".daw-root", "code-")["bg"]! },
    dark: { colours: palette(css, '.daw-root[data-theme="dark"]', "hl-"), background: palette(widgetCss, '.daw-root[data-theme="dark"]', "code-")["bg"]! },
  };

  test.each(Object.entries(themes))("%s: every token colour is at least 4.5:1 on the code background", (_theme, { colours, background }) => {
    expect(background).toMatch(/^#[0-9a-f]{6}$/);
    expect(Object.keys(colours).length).toBeGreaterThanOrEqual(16);
    const low = Object.entries(colours)
      .filter(([kind]) => !kind.endsWith("-bg"))
      .map(([kind, colour]) => ({ kind, colour, on: colours[`${kind}-bg`] ?? background }))
      .map((pair) => ({ ...pair, ratio: Number(ratio(pair.colour, pair.on).toFixed(2)) }))
      .filter((pair) => pair.ratio < 4.5);
    expect(low).toEqual([]);
  });

  test("the auto theme in a dark OS uses the dark palette", () => {
    const media = css.slice(css.indexOf("@media (prefers-color-scheme: dark)"));
    expect(palette(media, '  .daw-root[data-theme="auto"]', "hl-")).toEqual(themes.dark.colours);
  });
});
