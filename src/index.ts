/**
 * `docs-assistant-widget`: the React entry. SSR-safe to import (nothing touches `window` at import
 * time); `docs-assistant-widget/styles.css` is its one global import.
 */

// The widget, assembled.
/** The docs assistant, ready to use: a launcher and its popover, or an inline panel. */
export { AssistantWidget } from "./widget/AssistantWidget";
/** Props of `AssistantWidget` (and of `AssistantRoot`). */
export type { AssistantWidgetProps } from "./widget/assistantWidgetProps";
/** What a ref on `AssistantWidget` or `AssistantRoot` can do: open, close, ask, addContext, newConversation. */
export type { AssistantWidgetHandle } from "./widget/assistantWidgetHandle";
/** The events `onEvent` receives, and a rating `onFeedback` receives. */
export type { AssistantFeedback, AssistantWidgetEvent, AssistantWidgetEventType } from "./widget/widgetEvents";
/** Every visible string, and the English defaults; the reasons a reader can give for "Not helpful". */
export { DEFAULT_WIDGET_LABELS, FEEDBACK_REASONS, type FeedbackReason, type WidgetLabels } from "./widget/widgetLabels";
/** The French labels. */
export { FRENCH_LABELS } from "./widget/labels/fr";

// The widget's parts, to lay out as a site likes (inside an `AssistantRoot`).
/** The provider that owns the chat and gives it to the parts inside. */
export { AssistantRoot, type AssistantRootProps } from "./widget/AssistantRoot";
/** The `Ask AI` button that opens the panel (popover mode). */
export { AssistantLauncher, type AssistantLauncherProps } from "./widget/AssistantLauncher";
/** The panel: a popover, or a region in the page or in the site's own sidebar or dialog. */
export { AssistantPanel, type AssistantPanelProps } from "./widget/AssistantPanel";
/** The conversation (`role="log"`), one `AssistantMessage` per message. */
export { AssistantTranscript, type AssistantTranscriptProps } from "./widget/AssistantTranscript";
/** One message of the conversation, with its parts and its actions. */
export { AssistantMessage, type AssistantMessageProps } from "./widget/AssistantMessage";
/** The message box with Send and Stop. */
export { AssistantComposer } from "./widget/AssistantComposer";
/** The page context waiting to go with the next question. */
export { AssistantContextChips } from "./widget/AssistantContextChips";
/** The last question's failure, with Retry. */
export { AssistantErrorAlert } from "./widget/AssistantErrorAlert";
/** This site's earlier conversations, newest first: choose one to continue it, or delete it. */
export { AssistantConversations } from "./widget/AssistantConversations";
/** Whether this page was reached by a link in the domain's panel a moment ago: a launcher of the site's own opens the panel again at once. */
export { shouldRestorePanel } from "./page-context/panelReturn";
/** The enclosing root's chat, labels and actions, for a site's own pieces. */
export { useAssistant, type AssistantContextValue } from "./widget/assistantContext";

// How answers are drawn: the `components` map and its defaults.
/** The `components` map, and the props a tool's view and a citation's passage receive. */
export type { AssistantComponents, PassageViewProps, ToolViewProps } from "./parts/assistantComponents";
/** A cited page (with its version and language) and the passage a citation rests on. */
export type { Passage } from "./parts/findPassage";
export type { SourcePage } from "./parts/searchedPages";
/** The default `Passage`: the source's number, title and section, the passage, where the page is. */
export { CitationPassage } from "./parts/CitationPassage";
/** The props a `CodeBlock` and a `Link` receive, and the markdown half of the map. */
export type { CodeBlockProps, LinkProps, MarkdownComponents } from "./markdown/markdownComponents";
/** The default `Link`: an anchor with the attributes the URL policy gave it. */
export { WidgetLink } from "./markdown/markdownComponents";
/** The default `CodeBlock`: language, Copy button, the code. */
export { CodeBlock } from "./markdown/CodeBlock";
/** The default view of the `search` tool: what it searched for, then the pages found. */
export { SearchToolInvocation, type SearchToolInvocationProps } from "./parts/SearchToolInvocation";
/** The default `ToolFallback`: a line per state, arguments and result in collapsible details. */
export { GenericToolInvocation, type GenericToolInvocationProps } from "./parts/GenericToolInvocation";
/** A link through the URL policy, drawn by `components.Link`: for links in a custom tool view. */
export { SafeLink, type SafeLinkProps } from "./parts/SafeLink";
/** Provides a components map to parts used without an `AssistantRoot`. */
export { AssistantComponentsContext } from "./parts/assistantComponents";

// The part components: one per message part type of the service, usable on their own.
/** Every part of a message, then its sources and follow-up questions. */
export { MessageParts, type MessagePartsProps } from "./parts/MessageParts";
/** A `text` part: the answer's markdown. */
export { TextPart, type TextPartProps } from "./parts/TextPart";
/** A `reasoning` part: a collapsible "Thinking" section. */
export { ReasoningPart, type ReasoningPartProps } from "./parts/ReasoningPart";
/** A `tool-invocation` part, drawn by `components.tools`, the built-in views or `ToolFallback`. */
export { ToolInvocationPart, type ToolInvocationPartProps } from "./parts/ToolInvocationPart";
/** A `step-start` part: a divider between steps. */
export { StepStartPart } from "./parts/StepStartPart";
/** The numbered list of pages an answer cites. */
export { SourceList, type SourceListProps } from "./parts/SourceList";
/** The follow-up questions of an answer. */
export { SuggestionList, type SuggestionListProps } from "./parts/SuggestionList";
/** The pages a message cites, deduplicated, in the order its text cites them. */
export { messageSources } from "./parts/messageSources";
/** The part components' strings, the English defaults, and the context that provides them without a root. */
export { DEFAULT_PART_LABELS, PartLabelsContext, type PartLabels } from "./parts/partLabels";
/** Markdown that streams in linear time, and the URL policy every link and image passes. */
export { StreamingMarkdown, safeUrl, type StreamingMarkdownProps } from "./markdown";

// The hook, for sites that build their own UI without the parts.
/** The chat alone: useChat v4 with the service's request body, thread and errors. */
export { useAssistantChat } from "./chat/useAssistantChat";
/** Options and state of `useAssistantChat`. */
export type { AssistantChat, AssistantChatOptions, ChatStatus, Deployment } from "./chat/useAssistantChat";
/** What the files a reader attaches may be (the `attachments` prop), and a file as the widget holds it. */
export type { AttachmentOptions } from "./chat/attachmentOptions";
export type { HeldAttachment } from "./protocol";

// Reading the host page, for sites with their own "Explain this" buttons.
/** Page-context helpers: context items from selections and code blocks, and the watchers that offer them. */
export { codeContextItem, createContextItem, currentPagePath, type WatchHostPageOptions } from "./page-context";
/** The selection action and the code block buttons, loaded when first started (their code stays out of the entry). */
export { watchHostPageLazily as watchHostPage } from "./page-context/watchHostPageLazily";

// The service's contract.
/** Defaults and limits of a request, the key classifier, and the request's validation. */
export { ANONYMOUS_FINGERPRINT, CURRENT_PATH_MAX_LENGTH, DEFAULT_RETRIEVAL_PAGE_SIZE, classifyApiKey, validateAssistantRequest } from "./protocol";
/** The service's types: request, context item, cited page, suggestion, message parts, tool calls. */
export type {
  ApiKeyKind,
  AssistantRequest,
  AssistantRequestInput,
  CitedPage,
  ContextItem,
  MessagePart,
  SearchFilter,
  Suggestion,
  ThreadIdentity,
  ToolInvocation,
} from "./protocol";
