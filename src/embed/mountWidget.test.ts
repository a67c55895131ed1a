// @vitest-environment jsdom
import { FRENCH_LABELS } from "../widget/labels/fr";
import type { MountDependencies } from "./mountWidget";
import { mountWidget } from "./mountWidget";

function failingDependencies(): MountDependencies & { loads: number } {
  const dependencies = {
    loads: 0,
    css: "",
    loadApp: () => {
      dependencies.loads += 1;
      return Promise.reject(new Error("chunk 404"));
    },
    loadPageWatch: () => Promise.reject(new Error("chunk 404")),
    loadPageActions: () => Promise.reject(new Error("chunk 404")),
    preloadApp: () => {},
    dispatch: () => {},
  };
  return dependencies;
}

function lightLauncher(): HTMLButtonElement {
  return document.querySelector("docs-assistant-widget")!.shadowRoot!.querySelector("button.daw-launcher")!;
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("mountWidget's light launcher", () => {
  test("speaks the site's language before the widget has loaded, and when loading fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const dependencies = failingDependencies();
    const controller = mountWidget({ domain: "demo", apiKey: "svc_dsc_demo", labels: FRENCH_LABELS, shortcut: false, captureContext: false }, dependencies);
    expect(lightLauncher().textContent).toBe(FRENCH_LABELS.launcher);
    lightLauncher().click();
    await vi.waitFor(() => expect(lightLauncher().title).toBe(FRENCH_LABELS.launcherLoadFailed));
    // A click tries again.
    lightLauncher().click();
    await vi.waitFor(() => expect(dependencies.loads).toBe(2));
    controller.destroy();
  });

  test("launcherLabel wins over labels.launcher, as in the widget; English by default", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const controller = mountWidget({ domain: "demo", apiKey: "svc_dsc_demo", labels: { launcher: "Demander" }, launcherLabel: "Help", shortcut: false, captureContext: false }, failingDependencies());
    expect(lightLauncher().textContent).toBe("Help");
    controller.update({ launcherLabel: undefined });
    expect(lightLauncher().textContent).toBe("Demander");
    controller.update({ labels: undefined });
    expect(lightLauncher().textContent).toBe("Ask AI");
    lightLauncher().click();
    await vi.waitFor(() => expect(lightLauncher().title).toBe("The assistant could not be loaded. Click to try again."));
    controller.destroy();
  });
});
