import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

const ROOT = resolve(import.meta.dirname, "../..");
const PARTS = ["messageparts", "textpart", "reasoningpart", "sourcelist", "stepstartpart", "suggestionlist", "toolinvocationpart"];

interface IndexEntry {
  id: string;
  type: "docs" | "story";
  tags: string[];
}

// `npm run build-storybook`, into a directory of its own (about 40 s): the static Storybook a docs
// team can publish, with an autodocs page per component and the props' JSDoc inside.
let out: string;
let entries: IndexEntry[];
beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), "daw-storybook-"));
  await promisify(execFile)("npm", ["run", "build-storybook", "--", "--output-dir", out, "--quiet"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", STORYBOOK_DISABLE_TELEMETRY: "1", CI: "true" },
    maxBuffer: 64 * 1024 * 1024,
  });
  entries = Object.values((JSON.parse(readFileSync(join(out, "index.json"), "utf8")) as { entries: Record<string, IndexEntry> }).entries);
}, 300_000);
afterAll(() => out && rmSync(out, { recursive: true, force: true }));

test("every component has an autodocs page", () => {
  const docs = entries.filter((entry) => entry.type === "docs");
  for (const id of ["widget-assistantwidget--docs", ...PARTS.map((part) => `parts-${part}--docs`)]) {
    expect(docs.find((entry) => entry.id === id)?.tags, id).toContain("autodocs");
  }
});

test("the stories are all built, the right-to-left and French ones included", () => {
  const stories = entries.filter((entry) => entry.type === "story").map((entry) => entry.id);
  expect(stories.length).toBeGreaterThanOrEqual(55);
  expect(stories).toEqual(expect.arrayContaining(["widget-assistantwidget--french", "widget-right-to-left--popover", "widget-all-states--overview"]));
});

test("the props' JSDoc is in the built docs", () => {
  const assets = readdirSync(join(out, "assets")).filter((file) => file.endsWith(".js"));
  const code = assets.map((file) => readFileSync(join(out, "assets", file), "utf8")).join("\n");
  expect(code).toContain("__docgenInfo");
  expect(code).toContain("The documentation domain: requests go to");
  expect(code).toContain("Every visible string; English defaults for those not given.");
});
