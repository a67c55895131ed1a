import { sourceVariants } from "./sourceVariants";

describe("sourceVariants", () => {
  test("pages of one title are told apart by what differs among them: version, language, else their path", () => {
    expect(
      sourceVariants([
        { id: "a", url: "/guides/install", title: "Installation", version: "v2", language: "en" },
        { id: "b", url: "/fr/guides/install", title: "Installation", version: "v2", language: "fr" },
        { id: "c", url: "/v1/guides/install", title: "installation ", version: "v1", language: "en" },
        { id: "d", url: "/guides/api-keys", title: "API keys", version: "v2", language: "en" },
        { id: "e", url: "/a", title: "Same" },
        { id: "f", url: "/b", title: "Same", path: "/b-path" },
      ]),
    ).toEqual(["v2 · EN", "v2 · FR", "v1 · EN", "", "/a", "/b-path"]);
  });
});
