import { DEFAULT_ATTACHMENT_LABELS } from "./attachments/attachmentLabels";
import { FRENCH_LABELS } from "./labels/fr";
import { resolveLabels } from "./resolveLabels";
import { ATTACHMENT_LABEL_KINDS, DEFAULT_WIDGET_LABELS, type WidgetLabels } from "./widgetLabels";

const loose = (labels: Record<string, unknown>) => labels as unknown as Partial<WidgetLabels>;

function warnings(spy: { mock: { calls: unknown[][] } }): string {
  return spy.mock.calls.map((call) => String(call[0])).join("\n");
}

afterEach(() => vi.restoreAllMocks());

describe("resolveLabels", () => {
  test("no labels, or labels of the right kinds, give the defaults with those replaced, without a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(resolveLabels(undefined)).toEqual(DEFAULT_WIDGET_LABELS);
    const error = () => "Zut";
    const labels = resolveLabels({ send: "Envoyer", error, retry: undefined });
    expect(labels).toMatchObject({ send: "Envoyer", error, retry: "Retry", stop: "Stop" });
    expect(resolveLabels(FRENCH_LABELS)).toEqual({ ...DEFAULT_WIDGET_LABELS, ...FRENCH_LABELS });
    expect(warn).not.toHaveBeenCalled();
  });

  test("a string where a function is expected keeps the default, with a warning naming it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const labels = resolveLabels(loose({ error: "Oops", send: "Envoyer" }));
    expect(labels.error).toBe(DEFAULT_WIDGET_LABELS.error);
    expect(labels.send).toBe("Envoyer");
    expect(warnings(warn)).toMatch(/label "error" must be a function, not a string/);
  });

  test("a function, number, null or object where a string is expected keeps the default, each named", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const labels = resolveLabels(loose({ stop: () => "Halt", retry: 3, close: null, title: { text: "T" } }));
    expect(labels).toMatchObject({ stop: "Stop", retry: "Retry", close: "Close", title: "Docs assistant" });
    const said = warnings(warn);
    for (const name of ["stop", "retry", "close", "title"]) expect(said).toContain(`label "${name}"`);
  });

  test("unknown names are left out with a warning; inherited names and __proto__ never get in", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const given = JSON.parse('{"sendd":"Typo","__proto__":{"polluted":"yes"},"constructor":"x","toString":"y"}') as Record<string, unknown>;
    const labels = resolveLabels(loose(given)) as unknown as Record<string, unknown>;
    expect(labels.sendd).toBeUndefined();
    expect(Object.getPrototypeOf(labels)).toBe(Object.prototype);
    expect(Object.hasOwn(labels, "constructor")).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const said = warnings(warn);
    expect(said).toMatch(/unknown label "sendd"/);
    expect(said).toMatch(/unknown label "toString"/);
    expect(said).not.toMatch(/__proto__/);
  });

  test("labels that are not an object give the defaults; the same problem is told once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(resolveLabels("Oops" as unknown as Partial<WidgetLabels>)).toEqual(DEFAULT_WIDGET_LABELS);
    for (let render = 0; render < 3; render += 1) resolveLabels(loose({ pagesFound: "many" }));
    expect(warn).toHaveBeenCalledTimes(2);
  });

  test("the attachments' labels, whose defaults load with their code, are taken and checked by their kinds", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const removeAttachment = (name: string) => `Enlever ${name}`;
    const labels = resolveLabels(loose({ attachFiles: "Joindre", removeAttachment, attachmentRefused: "Non", dropFiles: 3 }));
    expect(labels).toMatchObject({ attachFiles: "Joindre", removeAttachment });
    expect(labels.attachmentRefused).toBeUndefined();
    expect(labels.dropFiles).toBeUndefined();
    expect(warnings(warn)).toMatch(/label "attachmentRefused" must be a function, not a string/);
    expect(warnings(warn)).toMatch(/label "dropFiles" must be a string, not a number/);
    expect(Object.keys(ATTACHMENT_LABEL_KINDS).sort()).toEqual(Object.keys(DEFAULT_ATTACHMENT_LABELS).sort());
    for (const [name, kind] of Object.entries(ATTACHMENT_LABEL_KINDS)) expect(typeof DEFAULT_ATTACHMENT_LABELS[name as keyof typeof DEFAULT_ATTACHMENT_LABELS], name).toBe(kind);
  });
});
