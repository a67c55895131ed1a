import type { Element, ElementContent, Root, Text } from "hast";

/** Options of {@link rehypeImagesAsLinks}. */
export interface ImagesAsLinksOptions {
  /** Link text for an image without alt text. @default "Image" */
  fallbackText?: string;
}

/**
 * Images in an answer are never loaded: in someone else's page an image URL is a tracking beacon.
 * Each `img` becomes a link to the image (class `daw-md-image`) whose text is the alt text, or just
 * that text inside a link already (no nested links). The link's URL still goes through the URL
 * policy (react-markdown's `urlTransform`), which turns an unsafe one into plain text.
 */
export function rehypeImagesAsLinks(options: ImagesAsLinksOptions = {}) {
  const fallbackText = options.fallbackText ?? "Image";
  return (tree: Root): void => {
    rewrite(tree, false, fallbackText);
  };
}

function rewrite(parent: Root | Element, insideLink: boolean, fallbackText: string): void {
  parent.children = parent.children.map((child) => {
    if (child.type !== "element") return child;
    if (child.tagName === "img") return imageReplacement(child, insideLink, fallbackText);
    rewrite(child, insideLink || child.tagName === "a", fallbackText);
    return child;
  }) as typeof parent.children;
}

function imageReplacement(image: Element, insideLink: boolean, fallbackText: string): ElementContent {
  const alt = typeof image.properties.alt === "string" && image.properties.alt.trim() !== "" ? image.properties.alt : fallbackText;
  const text: Text = { type: "text", value: alt };
  if (insideLink) return text;
  const src = image.properties.src;
  return {
    type: "element",
    tagName: "a",
    properties: { href: typeof src === "string" ? src : "", className: ["daw-md-image"] },
    children: [text],
  };
}
