import type { SearchResult, Suggestion } from "../protocol";
import { formatSuggestionsBlock } from "../protocol";

/**
 * The `adversarial` scenario: what a compromised or confused service could send, so the widget's
 * defences (no raw HTML, an allow-list for URLs) can be shown and tested. Every link and every
 * piece of HTML here must come out inert.
 */

export const ADVERSARIAL_URLS = [
  "javascript:alert('link')",
  "JaVaScRiPt:alert('mixed case')",
  " javascript:alert('leading space')",
  "java\tscript:alert('tab')",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgnZGF0YScpPC9zY3JpcHQ+",
  "vbscript:msgbox('vb')",
] as const;

const SUGGESTIONS: Suggestion[] = [
  { text: "Click for a prize", path: "javascript:alert('suggestion')" },
  { text: "<img src=x onerror=alert('suggestion-text')>", path: "/guides/install" },
  { text: "Open the data URL", path: "data:text/html,<script>alert('suggestion-data')</script>" },
];

/** The answer's markdown: hostile links, images, autolinks and raw HTML in many spellings. */
export const ADVERSARIAL_MARKDOWN = [
  "Here is the answer you asked for. None of what follows should run, and no link should go anywhere unsafe.",
  `- A [plain javascript link](${ADVERSARIAL_URLS[0]}) and a [mixed-case one](${ADVERSARIAL_URLS[1]})`,
  `- A [data URL](${ADVERSARIAL_URLS[4]}) and a [vbscript one](${ADVERSARIAL_URLS[5]})`,
  "- An autolink <javascript:alert('autolink')> and an image ![pixel](javascript:alert('image'))",
  "- A reference link [see here][evil] and an entity-encoded one [encoded](jav&#x61;script:alert('entity'))",
  "",
  "[evil]: javascript:alert('reference')",
  "",
  "<script>alert('script tag')</script>",
  "",
  "<img src=x onerror=\"alert('img onerror')\">",
  "",
  "<svg onload=\"alert('svg onload')\"><circle r=\"10\"/></svg>",
  "",
  "<a href=\"javascript:alert('raw anchor')\" onclick=\"alert('onclick')\">raw anchor</a>",
  "",
  "<iframe src=\"javascript:alert('iframe')\"></iframe><style>body{display:none}</style>",
  "",
  "Text with inline HTML: <b onmouseover=\"alert('hover')\">bold?</b> and `<script>alert('in code')</script>` in code.",
  "",
  formatSuggestionsBlock(SUGGESTIONS),
].join("\n");

/** Search results whose paths, URLs, titles and content are hostile. */
export function adversarialSearchResults(): SearchResult[] {
  return [
    {
      path: "javascript:alert('result-path')",
      url: ADVERSARIAL_URLS[1],
      metadata: { title: "<img src=x onerror=alert('result-title')>" },
      content: "<script>alert('result-content')</script> [x](javascript:alert('result-link'))",
    },
    {
      path: "/guides/<svg onload=alert('path')>",
      url: ADVERSARIAL_URLS[4],
      metadata: { title: "<svg onload=alert('svg-title')>" },
      content: "<iframe src=javascript:alert('iframe')></iframe>",
    },
  ];
}

/** `h:` sources with hostile URLs and titles. */
export function adversarialSources() {
  return [
    { sourceType: "url" as const, id: "evil-1", url: ADVERSARIAL_URLS[0], title: "<script>alert('source-title')</script>" },
    { sourceType: "url" as const, id: "evil-2", url: ADVERSARIAL_URLS[1], title: "Mixed-case javascript source" },
    { sourceType: "url" as const, id: "evil-3", url: ADVERSARIAL_URLS[4], title: "<img src=x onerror=alert('source')>" },
  ];
}
