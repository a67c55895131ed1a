import { findPassage, termsOf } from "./findPassage";

const PAGE = `---
title: API keys
---

# API keys

Every request to Nimbus is authenticated with an API key sent as a bearer token:
\`Authorization: Bearer nbs_live_...\`.

## Scopes

A key carries scopes. \`queues:read\` lists queues and jobs, \`queues:write\` enqueues and cancels
jobs, and \`admin\` manages keys and billing. Give each service the smallest scope it needs.

## Rotate a key

Create a new key, deploy it, then revoke the old one from **Settings → API keys**. Both keys
work during the overlap, so rotation needs no downtime. Revoked keys fail with \`401 invalid_key\`.

\`\`\`sh
nimbus keys rotate --revoke-old # rotate a key and revoke the old one from the CLI
\`\`\`

| Key | Rotate |
|---|---|
| old | revoke |
`;

describe("findPassage", () => {
  test("the sentences that best match the citing sentence, with their section, not the page's first lines", () => {
    const passage = findPassage(PAGE, "Rotate a key ( ): Create a new key, deploy it, then revoke the old one from Settings → API keys.");
    expect(passage).toEqual({
      text: "Create a new key, deploy it, then revoke the old one from Settings → API keys. Both keys work during the overlap, so rotation needs no downtime. Revoked keys fail with 401 invalid_key.",
      heading: "Rotate a key",
    });
  });

  test("rare words weigh more than words every sentence has", () => {
    expect(findPassage(PAGE, "Which key scopes can enqueue jobs?")?.heading).toBe("Scopes");
    expect(findPassage(PAGE, "a bearer token key")?.text).toMatch(/^Every request to Nimbus is authenticated/);
  });

  test("a passage stays short: the best sentence, then the next ones of its paragraph while they fit", () => {
    const long = `# Page\n\n${"Filler words about nothing in particular here. ".repeat(3)}The rotation needle is here. ${"More filler that goes on and on and on for quite a while. ".repeat(6)}`;
    const passage = findPassage(long, "rotation needle")!;
    expect(passage.text.startsWith("The rotation needle is here.")).toBe(true);
    expect(passage.text.length).toBeLessThanOrEqual(280);
  });

  test("code blocks, tables and headings are not passages; nothing shared, no passage", () => {
    const page = "# Zebra heading\n\nPlain prose here.\n\n```sh\nzebra --stripes\n```\n\n| Zebra | Stripes |\n|---|---|\n| zebra | stripes |\n";
    expect(findPassage(page, "zebra stripes")).toBeUndefined();
    expect(findPassage(PAGE, "the of and")).toBeUndefined();
    expect(findPassage("", "anything at all")).toBeUndefined();
  });

  test("words meet across plurals, endings, case and accents", () => {
    expect([...termsOf("Rotating KEYS")]).toEqual([...termsOf("rotation key")]);
    expect([...termsOf("Limites de débit")]).toEqual([...termsOf("limite debit")]);
  });

  test("an accented page is read as it is written", () => {
    const french = "# Clés d'API\n\n## Faire tourner une clé\n\nCréez une nouvelle clé, déployez-la, puis révoquez l'ancienne.";
    expect(findPassage(french, "révoquer l'ancienne clé")).toEqual({ text: "Créez une nouvelle clé, déployez-la, puis révoquez l'ancienne.", heading: "Faire tourner une clé" });
  });
});
