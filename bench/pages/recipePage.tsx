import { marked } from "marked";
import { memo, useMemo } from "react";
import Markdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { mountPeerChat } from "./peerChat";

/**
 * Peer: the AI SDK cookbook's "memoized markdown" recipe for useChat v4 (marked's lexer splits the
 * answer into blocks, each a memoized react-markdown keyed by index; throttle 40 ms), with GFM added
 * so its tables and task lists are drawn as ours are.
 */
function parseMarkdownIntoBlocks(markdown: string): string[] {
  return marked.lexer(markdown).map((token) => token.raw);
}

const MemoizedMarkdownBlock = memo(
  ({ content }: { content: string }) => <Markdown remarkPlugins={[remarkGfm]}>{content}</Markdown>,
  (previous, next) => previous.content === next.content,
);

const MemoizedMarkdown = memo(({ content, id }: { content: string; id: string }) => {
  const blocks = useMemo(() => parseMarkdownIntoBlocks(content), [content]);
  return blocks.map((block, index) => <MemoizedMarkdownBlock content={block} key={`${id}-block_${index}`} />);
});

mountPeerChat((markdown, id) => <MemoizedMarkdown content={markdown} id={id} />);
