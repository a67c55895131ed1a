/**
 * Whether the reader can see a text node: page text becomes context for the model, so text a
 * page hides from its readers (prompt injection) must not ride along unseen. Hidden means any of:
 * not rendered (`display: none`, `visibility: hidden`, `opacity: 0`, `content-visibility: hidden`,
 * on the text's element or an ancestor), too small to read (font-size under 5px, no box of at
 * least 2x2 px), no visible ink (a transparent fill, or the colour of the background behind it),
 * or outside every box that clips it (`overflow`, `clip`, an `inset()` clip-path of 50% or more,
 * off the page's scrollable area). A scrolling box clips to what scrolling can reach.
 *
 * Returns a checker that caches per element, for one read of the page (layout may change after).
 * Without layout (a DOM without a rendering engine) only the style checks apply.
 */
export function createTextVisibility(doc: Document): (text: Text) => boolean {
  const view = doc.defaultView;
  if (!view) return () => true;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) styles.set(element, (style = view.getComputedStyle(element)));
    return style;
  };
  const rendered = new Map<Element, boolean>();
  const root = doc.documentElement;
  const hasLayout = root.getBoundingClientRect().width > 0;

  const isElementShown = (element: Element): boolean => {
    let shown = rendered.get(element);
    if (shown !== undefined) return shown;
    const style = styleOf(element);
    shown =
      visibleByCss(element, style) &&
      !(parseFloat(style.fontSize) < 5) &&
      !isInkless(style) &&
      !(hasLayout && sameAsBackground(element, style, styleOf)) &&
      !clipPathHides(element, styleOf);
    rendered.set(element, shown);
    return shown;
  };

  return (text) => {
    const parent = text.parentElement;
    if (!parent || !isElementShown(parent)) return false;
    if (!hasLayout) return true;
    const range = doc.createRange();
    range.selectNodeContents(text);
    const boxes = Array.from(range.getClientRects()).filter((box) => box.width >= 2 && box.height >= 2);
    if (boxes.length === 0) return text.data.trim() === "";
    const clip = clipOf(parent, styleOf, view);
    return boxes.some((box) => overlap(box, clip) >= 2);
  };
}

type StyleOf = (element: Element) => CSSStyleDeclaration;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function visibleByCss(element: Element, style: CSSStyleDeclaration): boolean {
  const check = (element as Element & { checkVisibility?: (options: object) => boolean }).checkVisibility;
  if (typeof check === "function") {
    // Both spellings of the options: browsers shipped one, then the other.
    return check.call(element, { checkOpacity: true, opacityProperty: true, checkVisibilityCSS: true, visibilityProperty: true });
  }
  for (let current: Element | null = element; current; current = current.parentElement) {
    const own = current === element ? style : getComputedStyle(current);
    if (own.display === "none" || parseFloat(own.opacity) === 0) return false;
  }
  return style.visibility !== "hidden" && style.visibility !== "collapse";
}

/** No ink: the glyphs are filled transparent (a gradient clipped to the text still paints them). */
function isInkless(style: CSSStyleDeclaration): boolean {
  const fill = style.getPropertyValue("-webkit-text-fill-color") || style.color;
  const clipped = `${style.getPropertyValue("background-clip")} ${style.getPropertyValue("-webkit-background-clip")}`.includes("text");
  return alphaOf(fill) < 0.1 && !clipped;
}

/** The text's colour on the nearest opaque background behind it, when that is a flat colour the page set. */
function sameAsBackground(element: Element, style: CSSStyleDeclaration, styleOf: StyleOf): boolean {
  const ink = rgbOf(style.getPropertyValue("-webkit-text-fill-color") || style.color);
  if (!ink) return false;
  for (let current: Element | null = element; current; current = current.parentElement) {
    const own = styleOf(current);
    if (own.backgroundImage !== "none") return false;
    const background = rgbOf(own.backgroundColor);
    if (background && background[3] > 0.9) return contrast(ink, background) < 1.1;
  }
  // The canvas's colour depends on the colour scheme the browser chose: not judged.
  return false;
}

function clipPathHides(element: Element, styleOf: StyleOf): boolean {
  for (let current: Element | null = element; current; current = current.parentElement) {
    const inset = /^inset\(\s*(\d+(?:\.\d+)?)%/.exec(styleOf(current).clipPath);
    if (inset && Number(inset[1]) >= 50) return true;
  }
  return false;
}

/** The part of the viewport where an element's content can show, from its clipping ancestors. */
function clipOf(element: Element, styleOf: StyleOf, view: Window): Box {
  const doc = element.ownerDocument;
  const page = doc.scrollingElement ?? doc.documentElement;
  let clip: Box = { left: -view.scrollX, top: -view.scrollY, right: page.scrollWidth - view.scrollX, bottom: page.scrollHeight - view.scrollY };
  for (let current: Element | null = element; current && current !== page; current = current.parentElement) {
    const style = styleOf(current);
    // Overflow and clip do not apply to inline boxes (nor to elements without a box).
    if (style.display === "inline" || style.display === "contents") continue;
    const clipsX = style.overflowX !== "visible";
    const clipsY = style.overflowY !== "visible";
    const hasClip = style.position === "absolute" || style.position === "fixed" ? style.clip !== "auto" && style.clip !== "" : false;
    if (!clipsX && !clipsY && !hasClip) continue;
    const rect = current.getBoundingClientRect();
    const scrolls = /auto|scroll/;
    const box: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    if (clipsX) {
      box.left = rect.left - (scrolls.test(style.overflowX) ? current.scrollLeft : 0);
      box.right = scrolls.test(style.overflowX) ? box.left + current.scrollWidth : rect.right;
    }
    if (clipsY) {
      box.top = rect.top - (scrolls.test(style.overflowY) ? current.scrollTop : 0);
      box.bottom = scrolls.test(style.overflowY) ? box.top + current.scrollHeight : rect.bottom;
    }
    if (hasClip) {
      const [top, right, bottom, left] = (style.clip.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
      if (top !== undefined && right !== undefined && bottom !== undefined && left !== undefined) {
        clip = intersect(clip, { left: rect.left + left, top: rect.top + top, right: rect.left + right, bottom: rect.top + bottom });
      }
    }
    clip = intersect(clip, box);
  }
  return clip;
}

function intersect(a: Box, b: Box): Box {
  return { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
}

/** The smaller side of the overlap of two boxes, 0 when they do not overlap. */
function overlap(a: Box, b: Box): number {
  const box = intersect(a, b);
  return Math.max(0, Math.min(box.right - box.left, box.bottom - box.top));
}

function rgbOf(color: string): [number, number, number, number] | undefined {
  const parts = color.match(/-?\d+(?:\.\d+)?/g)?.map(Number);
  if (!parts || parts.length < 3 || !color.startsWith("rgb")) return undefined;
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

function alphaOf(color: string): number {
  if (color === "transparent") return 0;
  return rgbOf(color)?.[3] ?? 1;
}

/** WCAG's contrast ratio of two sRGB colours (alpha ignored). */
function contrast(a: readonly number[], b: readonly number[]): number {
  const luminance = (color: readonly number[]) => {
    const [r, g, b] = color.slice(0, 3).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
