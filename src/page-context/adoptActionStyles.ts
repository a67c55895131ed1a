const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/**
 * Styles one of our small shadow roots on the host page (the code and selection actions).
 * Constructed sheets are not inline styles, so a strict `style-src` CSP still allows them; they are
 * shared per document and stylesheet. Where they are missing, a `<style>` element does the job.
 */
export function adoptActionStyles(shadow: ShadowRoot, doc: Document, css: string): void {
  const view = doc.defaultView;
  if (view && "adoptedStyleSheets" in shadow && typeof view.CSSStyleSheet === "function") {
    try {
      let byCss = sheets.get(doc);
      if (!byCss) sheets.set(doc, (byCss = new Map()));
      let sheet = byCss.get(css);
      if (!sheet) {
        sheet = new view.CSSStyleSheet();
        sheet.replaceSync(css);
        byCss.set(css, sheet);
      }
      shadow.adoptedStyleSheets = [sheet];
      return;
    } catch {
      // Fall through to a <style> element where constructed sheets are missing.
    }
  }
  const style = doc.createElement("style");
  style.textContent = css;
  shadow.append(style);
}
