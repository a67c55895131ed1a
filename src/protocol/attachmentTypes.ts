/*
 * Which files a question may carry: images a model can look at, and text it can read. Never SVG (an
 * image that can run script) and never a program. Plain values, shared by the widget and the mock.
 */

/** What the assistant does with an attachment: looks at it, or reads it. */
export type AttachmentKind = "image" | "text";

/** The image types accepted: PNG, JPEG, WebP, GIF. */
export const IMAGE_ATTACHMENT_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;

/** Text types accepted besides every `text/*` type: data and source files that are sent as `application/*`. */
export const TEXT_APPLICATION_TYPES = [
  "application/json",
  "application/ld+json",
  "application/x-ndjson",
  "application/yaml",
  "application/x-yaml",
  "application/toml",
  "application/xml",
  "application/javascript",
  "application/x-javascript",
  "application/typescript",
  "application/x-typescript",
  "application/x-sh",
  "application/sql",
  "application/graphql",
] as const;

/**
 * The media type each text file's extension is sent as. A browser often reports none for these
 * (`.yaml`, `.md`, `.go`) or a wrong one (`.ts` as `video/mp2t`), so the name decides.
 */
export const TEXT_ATTACHMENT_EXTENSIONS: Readonly<Record<string, string>> = Object.freeze({
  txt: "text/plain", text: "text/plain", log: "text/plain", out: "text/plain", ini: "text/plain", cfg: "text/plain",
  conf: "text/plain", env: "text/plain", properties: "text/plain", diff: "text/x-diff", patch: "text/x-diff",
  md: "text/markdown", markdown: "text/markdown", mdx: "text/markdown", rst: "text/x-rst",
  json: "application/json", jsonc: "application/json", ndjson: "application/x-ndjson",
  yaml: "application/yaml", yml: "application/yaml", toml: "application/toml", xml: "application/xml",
  csv: "text/csv", tsv: "text/tab-separated-values", html: "text/html", htm: "text/html", css: "text/css", scss: "text/x-scss",
  js: "text/javascript", mjs: "text/javascript", cjs: "text/javascript", jsx: "text/javascript",
  ts: "text/x-typescript", mts: "text/x-typescript", cts: "text/x-typescript", tsx: "text/x-typescript",
  vue: "text/x-vue", svelte: "text/x-svelte", py: "text/x-python", rb: "text/x-ruby", go: "text/x-go", rs: "text/x-rust",
  java: "text/x-java", kt: "text/x-kotlin", kts: "text/x-kotlin", scala: "text/x-scala", swift: "text/x-swift",
  c: "text/x-c", h: "text/x-c", cc: "text/x-c++", cpp: "text/x-c++", hpp: "text/x-c++", cs: "text/x-csharp",
  php: "text/x-php", pl: "text/x-perl", lua: "text/x-lua", r: "text/x-r", dart: "text/x-dart", ex: "text/x-elixir",
  exs: "text/x-elixir", erl: "text/x-erlang", hs: "text/x-haskell", clj: "text/x-clojure",
  sh: "text/x-shellscript", bash: "text/x-shellscript", zsh: "text/x-shellscript", ps1: "text/x-powershell",
  sql: "text/x-sql", graphql: "text/x-graphql", gql: "text/x-graphql", proto: "text/x-protobuf",
  tf: "text/x-terraform", hcl: "text/x-hcl", gradle: "text/x-groovy", dockerfile: "text/x-dockerfile",
});

/** The image each extension is, for a browser that reports none. */
const IMAGE_EXTENSIONS: Readonly<Record<string, string>> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp", gif: "image/gif" };

/** Extensions never accepted, whatever type they are sent as: SVG, and programs and installers. */
export const REFUSED_ATTACHMENT_EXTENSIONS = [
  "svg", "svgz",
  "exe", "dll", "msi", "msix", "com", "scr", "cpl", "sys", "jar", "apk", "aab", "ipa", "app", "dmg", "pkg", "deb", "rpm",
  "appimage", "bin", "so", "dylib", "elf", "wasm",
] as const;

/**
 * The default `accept` list (for `<input type="file" accept>`): the image types, every text type,
 * and the text extensions a browser may not type.
 */
export const DEFAULT_ATTACHMENT_ACCEPT: readonly string[] = Object.freeze([
  ...IMAGE_ATTACHMENT_TYPES,
  "text/*",
  ...TEXT_APPLICATION_TYPES,
  ...Object.keys(TEXT_ATTACHMENT_EXTENSIONS).map((extension) => `.${extension}`),
]);

/** A media type's essence, lower case, without parameters: `Text/Plain; charset=utf-8` -> `text/plain`. */
export function mediaTypeEssence(mediaType: string): string {
  return mediaType.split(";")[0]!.trim().toLowerCase();
}

/** What the assistant does with a file of this type, or `undefined` when the type is not accepted. */
export function attachmentKind(mediaType: string): AttachmentKind | undefined {
  const essence = mediaTypeEssence(mediaType);
  if ((IMAGE_ATTACHMENT_TYPES as readonly string[]).includes(essence)) return "image";
  if (/^text\/[a-z0-9!#$&^_.+-]+$/.test(essence)) return "text";
  if ((TEXT_APPLICATION_TYPES as readonly string[]).includes(essence)) return "text";
  return undefined;
}

/** A file name's extension, lower case and without the dot (`Dockerfile` counts as `dockerfile`); `""` for none. */
export function fileExtension(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1).toLowerCase();
  if (base === "dockerfile") return base;
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1) : "";
}

/**
 * The media type to send a file as: an accepted image type as reported, else what its extension says
 * for a text file (browsers report `.ts` as video), else the reported type (`application/octet-stream`
 * when none), which the validator then refuses when it is not accepted.
 */
export function attachmentMediaType(name: string, reportedType = ""): string {
  const reported = mediaTypeEssence(reportedType);
  if (attachmentKind(reported) === "image") return reported;
  const extension = fileExtension(name);
  const byName = TEXT_ATTACHMENT_EXTENSIONS[extension];
  if (byName) return byName;
  if (reported !== "") return reported;
  return IMAGE_EXTENSIONS[extension] ?? "application/octet-stream";
}
