import { useEffect, useRef } from "react";
import type { PageActionLabels } from "../page-actions/pageActionLabels";
import type { PageAction } from "../page-actions/pageActionTypes";
import type { ContextItem } from "../protocol";
import type { AssistantWidgetProps } from "./assistantWidgetProps";

/**
 * The `pageActions` prop: the page menu's button beside the page's title, placed as the script tag
 * places it (in an overlay over the page, nothing inserted in the page's markup), after mount (never
 * in a server render) and removed on unmount. Its code is a chunk of its own, fetched only when the
 * prop is set; the menu and the converter are fetched on use.
 */
export function usePageActions(
  props: Pick<AssistantWidgetProps, "pageActions" | "pageActionsAnchor" | "theme" | "portalContainer">,
  labels: PageActionLabels,
  onAsk: (item: ContextItem) => void,
): void {
  // The menu reads the latest labels and handler when it opens: a site's inline `labels={{…}}`,
  // new on every render, does not place the button again.
  const latest = useRef({ labels, onAsk });
  useEffect(() => {
    latest.current = { labels, onAsk };
  });
  const actions = props.pageActions?.join(",");
  const { pageActionsAnchor: anchor, theme = "auto", portalContainer: container } = props;
  const name = labels.pageActions;
  useEffect(() => {
    if (!actions) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import("../page-actions/pageActionsOnUse")
      .then(({ placePageActions }) => {
        if (unmounted) return;
        stop = placePageActions({
          actions: actions.split(",") as PageAction[],
          get labels() {
            return latest.current.labels;
          },
          theme,
          anchor,
          onAsk: (item) => latest.current.onAsk(item),
          container: container instanceof Element || container instanceof ShadowRoot ? container : undefined,
        });
      })
      .catch((error: unknown) => console.warn("docs-assistant-widget: the page menu is off", error));
    return () => {
      unmounted = true;
      stop?.();
    };
    // The button's own text is drawn when it is placed: a new name places it again.
  }, [actions, anchor, theme, container, name]);
}
