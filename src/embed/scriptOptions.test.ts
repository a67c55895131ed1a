// @vitest-environment jsdom
import { readScriptOptions } from "./scriptOptions";

function scriptWith(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement("script");
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

afterEach(() => vi.restoreAllMocks());

describe("readScriptOptions: data-labels", () => {
  test("string labels given as JSON become the labels prop", () => {
    const { options } = readScriptOptions(scriptWith({ "data-domain": "demo", "data-labels": '{"send":"Envoyer","launcher":"Demander à l’IA"}' }));
    expect(options.labels).toEqual({ send: "Envoyer", launcher: "Demander à l’IA" });
  });

  test("values that are not strings are left out with one warning; __proto__ never reaches the prototype", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { options } = readScriptOptions(scriptWith({ "data-labels": '{"send":"Envoyer","pagesFound":3,"__proto__":{"polluted":"yes"}}' }));
    expect(options.labels).toEqual({ send: "Envoyer" });
    expect(Object.getPrototypeOf(options.labels)).toBe(null);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain("string labels only");
  });

  test("malformed JSON or JSON that is not an object is ignored with a warning, never thrown", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const raw of ["{send: Envoyer}", '["Envoyer"]', "null", '"Envoyer"']) {
      expect(readScriptOptions(scriptWith({ "data-labels": raw })).options.labels).toBeUndefined();
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });
});

describe("readScriptOptions: data-attachments", () => {
  test('"true" turns files on; absent or anything else leaves them off', () => {
    expect(readScriptOptions(scriptWith({ "data-attachments": "true" })).options.attachments).toBe(true);
    expect(readScriptOptions(scriptWith({})).options.attachments).toBeUndefined();
    expect(readScriptOptions(scriptWith({ "data-attachments": "false" })).options.attachments).toBe(false);
  });
});
