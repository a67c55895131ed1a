import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createScriptedFetch } from "../chat/testing/scriptedFetch";
import { AssistantWidget } from "./AssistantWidget";
import { DEFAULT_WIDGET_LABELS } from "./widgetLabels";

describe("AssistantWidget: hydration", () => {
  test.each(["popover", "inline"] as const)("server HTML hydrates without a mismatch (%s)", async (mode) => {
    const element = <AssistantWidget domain="hydrate" apiKey="svc_dsc_demo_public" mode={mode} fetch={createScriptedFetch([])} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) }));
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  test("labels replace visible strings; the rest stay English", () => {
    const html = renderToString(
      <AssistantWidget domain="l" apiKey="svc_dsc_k" mode="inline" labels={{ send: "Envoyer", title: "Assistant de la doc" }} />,
    );
    expect(html).toContain("Envoyer");
    expect(html).toContain("Assistant de la doc");
    expect(html).toContain(DEFAULT_WIDGET_LABELS.newConversation);
  });
});
