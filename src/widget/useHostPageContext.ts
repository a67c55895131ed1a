import { useEffect } from "react";
import { useStableCallback } from "../parts/useStableCallback";
import { composedParent } from "../page-context/composedContains";
import type { ContextItem } from "../protocol";
import type { WidgetLabels } from "./widgetLabels";

export interface HostPageContextOptions {
  /** Off when `captureContext` is false (and in the script tag, whose loader watches the page itself). */
  enabled: boolean;
  onContext: (item: ContextItem) => void;
  labels: Pick<WidgetLabels, "askAboutSelection" | "askAboutCode" | "pageActionText">;
  codeBlockSelector?: string;
  /** Where the selection action's element goes; the document's body when not given. */
  container?: Element | DocumentFragment | null;
}

/**
 * Text selections and code blocks of the host page become context: the selection action and the
 * code block buttons of `page-context` (loaded on demand), started after mount (never during a
 * server render) and removed on unmount. The widget's own elements (every `.daw-root`) are left alone.
 */
export function useHostPageContext(options: HostPageContextOptions): void {
  const onContext = useStableCallback(options.onContext);
  const { enabled, codeBlockSelector, container } = options;
  const { askAboutSelection, askAboutCode, pageActionText } = options.labels;
  useEffect(() => {
    if (!enabled) return;
    // Its own chunk: the script tag watches the page from its loader, so its app never fetches this.
    let stop: (() => void) | undefined;
    let unmounted = false;
    import("../page-context/watchHostPage")
      .then(({ watchHostPage }) => {
        if (unmounted) return;
        stop = watchHostPage({
          onContext,
          isInsideWidget,
          codeBlockSelector,
          container: container instanceof Element || container instanceof ShadowRoot ? container : undefined,
          labels: { selectionAction: askAboutSelection, codeAction: askAboutCode, actionText: pageActionText },
        });
      })
      .catch((error: unknown) => console.warn("docs-assistant-widget: the page's selection and code actions are off", error));
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [enabled, onContext, codeBlockSelector, container, askAboutSelection, askAboutCode, pageActionText]);
}

function isInsideWidget(node: Node): boolean {
  for (let current: Node | null = node; current; current = composedParent(current)) {
    if (current instanceof Element && current.classList.contains("daw-root")) return true;
  }
  return false;
}
