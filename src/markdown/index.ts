export { StreamingMarkdown, type StreamingMarkdownProps } from "./StreamingMarkdown";
export { safeUrl } from "./urlPolicy";
