import { chunkText } from "../../src/mock-server/replyEvents";

/** The last word of every benchmark answer: once it is in the DOM, the whole answer is. */
export const LAST_WORD = "Zanzibarquux";

/** Characters per streamed part, as the service sends them (about a token batch). */
export const CHUNK_CHARS = 8;

const SECTIONS = [
  (n: number) => `## Step ${n}: configure the client\n\n`,
  (n: number) =>
    `Set the **API key** and the \`domain\` before the first request; see [the installation guide](/guides/install#step-${n}) ` +
    `for the details. The client retries *idempotent* calls on its own, with a jittered backoff of up to ${n} seconds.\n\n`,
  (n: number) => `- Install the package with \`npm install nimbus-${n}\`\n- Import \`createClient\` and pass your key\n- Call **client.ask()** with a question\n\n`,
  (n: number) => `\`\`\`ts\nimport { createClient } from "nimbus";\nconst client = createClient({ apiKey: process.env.NIMBUS_KEY, retries: ${n} });\nconst answer = await client.ask("How do I deploy?");\n\`\`\`\n\n`,
  (n: number) => `| Option | Default | Meaning |\n|---|---|---|\n| \`retries\` | ${n} | attempts before failing |\n| \`timeout\` | 30 s | per request |\n\n`,
  (n: number) => `> **Note:** keys that start with \`svc_dsc_\` are public; never ship an admin key (${n}).\n\n`,
];

/**
 * A docs answer of `chunks` parts of about 8 characters (so `chunks × 8` characters): headings,
 * prose with bold, code and links, lists, fenced code, tables and quotes, in the proportions of a
 * real answer, ending with `LAST_WORD`. The same text for the same count.
 */
export function benchAnswer(chunks: number): string {
  const ending = `That is all: ${LAST_WORD}`;
  const room = chunks * CHUNK_CHARS - ending.length;
  let text = "";
  for (let n = 0; ; n += 1) {
    const section = SECTIONS[n % SECTIONS.length]!(n);
    if (text.length + section.length > room) break;
    text += section;
  }
  // Whole sections only, then plain words up to the length: no construct is left open before the end.
  const filler = "and the rest of the answer goes on in plain words ".repeat(Math.ceil(room / 40)).slice(0, Math.max(0, room - text.length - 2));
  return `${text}${filler}. ${ending}`;
}

/** The answer as its streamed parts. */
export function answerChunks(chunks: number): string[] {
  return chunkText(benchAnswer(chunks), CHUNK_CHARS);
}
