export { CodeBlock, type CodeBlockProps } from "./CodeBlock";
export { completeUnfinishedMarkdown } from "./completeUnfinishedMarkdown";
export { createBlockSplitter } from "./createBlockSplitter";
export { DEFAULT_MARKDOWN_LABELS, type MarkdownLabels } from "./markdownLabels";
export { referenceDefinitions } from "./referenceDefinitions";
export { splitBlocks } from "./splitBlocks";
export { StreamingMarkdown, type StreamingMarkdownProps } from "./StreamingMarkdown";
export { EXTERNAL_LINK_REL, isExternalUrl, markdownUrlTransform, safeLinkAttributes, safeUrl } from "./urlPolicy";
export { loadMarkdownBlocks } from "./loadMarkdownBlocks";
