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
/** The events `onEvent` receives, their type names, and a rating as `onFeedback` receives it. */
export type { AssistantFeedback, AssistantWidgetEvent, AssistantWidgetEventType } from "./widget/widgetEvents";
/** The `support` option, and the conversation it hands to a person (`onHandoff`, the `handoff` event). */
export type { HandoffFrom, SupportHandoff, SupportOptions } from "./widget/support/supportOptions";
/** Every visible string, the English defaults, and the reasons a reader can give for "Not helpful". */
export { DEFAULT_WIDGET_LABELS, FEEDBACK_REASONS, type FeedbackReason, type WidgetLabels } from "./widget/widgetLabels";
/** The French labels. */
export { FRENCH_LABELS } from "./widget/labels/fr";

// The parts, to lay out as a site likes (inside an `AssistantRoot`). Each one that is an element
// forwards its ref, `className` and other props to that element; its handlers run after the site's,
// unless the site's call `preventDefault`.
/** The provider that owns the chat and gives it to the parts inside. */
export { AssistantRoot, type AssistantRootProps } from "./widget/AssistantRoot";
/** The `Ask AI` button that opens the panel (popover and sidebar mode); `asChild` for the site's own element. */
export { AssistantLauncher, type AssistantLauncherProps } from "./widget/AssistantLauncher";
/** The panel: a popover, a docked sidebar, or a region in the page. */
export { AssistantPanel, type AssistantPanelProps } from "./widget/AssistantPanel";
/** The panel's header: the title and the actions below, unless given others. */
export { AssistantHeader, type AssistantHeaderProps } from "./widget/AssistantHeader";
/** The panel's title, which names it. */
export { AssistantTitle, type AssistantTitleProps } from "./widget/AssistantTitle";
/** `Conversations`: shows the list of earlier conversations, and back. */
export { AssistantConversationsToggle, type AssistantConversationsToggleProps } from "./widget/AssistantConversationsToggle";
/** `New conversation`. */
export { AssistantNewConversation, type AssistantNewConversationProps } from "./widget/AssistantNewConversation";
/** `More actions`: the menu with Copy conversation and Expand to sidebar. */
export { AssistantMoreActions, type AssistantMoreActionsProps } from "./widget/AssistantMoreActions";
/** `Expand to sidebar` / `Collapse to popover` as a button of its own (popover mode). */
export { AssistantExpandToggle, type AssistantExpandToggleProps } from "./widget/AssistantExpandToggle";
/** `Close` (popover and sidebar mode). */
export { AssistantClose, type AssistantCloseProps } from "./widget/AssistantClose";
/** The conversation (`role="log"`), one `AssistantMessage` per message. */
export { AssistantTranscript, type AssistantTranscriptProps } from "./widget/AssistantTranscript";
/** `Jump to latest`, under a transcript the reader has scrolled up in. */
export { AssistantJumpToLatest, type AssistantJumpToLatestProps } from "./widget/AssistantJumpToLatest";
/** What an empty conversation shows. */
export { AssistantEmptyState, type AssistantEmptyStateProps } from "./widget/AssistantEmptyState";
/** The root's example questions, each a button that asks it. */
export { AssistantExampleQuestions, type AssistantExampleQuestionsProps } from "./widget/AssistantExampleQuestions";
/** One message of the conversation, with its parts and its actions. */
export { AssistantMessage, type AssistantMessageProps } from "./widget/AssistantMessage";
/** An answer's actions: Copy answer, Regenerate, Helpful and Not helpful. */
export { AssistantActionBar, type AssistantActionBarProps } from "./widget/AssistantActionBar";
/** The message box with Send and Stop. */
export { AssistantComposer, type AssistantComposerProps } from "./widget/AssistantComposer";
/** The page context waiting to go with the next question. */
export { AssistantContextChips, type AssistantContextChipsProps } from "./widget/AssistantContextChips";
/** The last question's failure, with Retry. */
export { AssistantErrorAlert, type AssistantErrorAlertProps } from "./widget/AssistantErrorAlert";
/** The way to a person (`support`): a link to the support page, or a button that calls `onHandoff`. */
export { AssistantSupportLink, type AssistantSupportLinkProps } from "./widget/support/AssistantSupportLink";
/** This site's earlier conversations, newest first: choose one to continue it, or delete it. */
export { AssistantConversations, type AssistantConversationsProps } from "./widget/AssistantConversations";
/** The enclosing root's chat, labels and actions, for a site's own pieces. */
export { useAssistant, type AssistantContextValue as AssistantState } from "./widget/assistantContext";
/** Whether this page was reached by a link in the domain's panel a moment ago: a launcher of the site's own opens the panel again at once. */
export { shouldRestorePanel } from "./page-context/panelReturn";
/** The page menu's button (`Page actions`: copy the page, view it as Markdown, open it in ChatGPT or Claude, ask about it), where a site renders it. */
export { AssistantPageActions, type AssistantPageActionsProps } from "./widget/AssistantPageActions";
/** The page menu's actions: `copy`, `markdown`, `chatgpt`, `claude`, `ask`. */
export type { PageAction } from "./page-actions/pageActionTypes";
/** The page menu's strings (part of `WidgetLabels`). */
export type { PageActionLabels } from "./page-actions/pageActionLabels";

// How answers are drawn: the `components` map and its defaults.
/** The `components` map, and what a tool's view, a citation's passage and the reader's message receive. */
export type { AssistantComponents, PassageViewProps, ToolViewProps, UserMessageProps } from "./parts/assistantComponents";
/** The passage a citation rests on. */
export type { Passage } from "./parts/findPassage";
/** A cited page, with its version and language when the search gave them. */
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
/** The default `SourceList`: the numbered list of pages an answer cites. */
export { SourceList, type SourceListProps } from "./parts/SourceList";
/** The default `SuggestionList`: the follow-up questions of an answer. */
export { SuggestionList, type SuggestionListProps } from "./parts/SuggestionList";
/** The default `UserMessage`: the reader's question, and what it was about. */
export { UserMessage } from "./widget/UserMessage";
/** A link through the URL policy, drawn by `components.Link`: for links in a custom view. */
export { SafeLink, type SafeLinkProps } from "./parts/SafeLink";
/** The URL policy every link and image passes: the URL to use, or `undefined` when refused. */
export { safeUrl } from "./markdown";
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
/** The pages a message cites, deduplicated, in the order its text cites them. */
export { messageSources } from "./parts/messageSources";
/** The part components' strings and their English defaults. */
export { DEFAULT_PART_LABELS, type PartLabels } from "./parts/partLabels";
/** Provides the part components' strings without an `AssistantRoot`. */
export { PartLabelsContext } from "./parts/partLabels";

// The hook, for sites that build their own UI without the parts.
/** The chat alone: useChat v4 with the service's request body, thread and errors. */
export { useAssistantChat } from "./chat/useAssistantChat";
/** Options and state of `useAssistantChat`. */
export type { AssistantChat, AssistantChatOptions, ChatStatus, Deployment } from "./chat/useAssistantChat";
/** What the files a reader attaches may be (the `attachments` prop). */
export type { AttachmentOptions } from "./chat/attachmentOptions";
/** A file attached for the next question, as the chat holds it (`pendingAttachments`). */
export type { HeldAttachment } from "./protocol";

// Reading the host page, for sites with their own "Explain this" buttons.
/** Context items from a text and from a code block, and the page's path as the service takes it. */
export { codeContextItem, createContextItem, currentPagePath } from "./page-context";
/** The selection action and the code block buttons, loaded when first started (their code stays out of the entry). */
export { watchHostPageLazily as watchHostPage } from "./page-context/watchHostPageLazily";
/** Options of `watchHostPage`. */
export type { WatchHostPageOptions } from "./page-context";

// The service's types, as the props and events above carry them.
/** A context item, a cited page, a search filter, a follow-up suggestion. */
export type { CitedPage, ContextItem, SearchFilter, Suggestion } from "./protocol";
/** A tool call as useChat holds it and a tool's view receives it (`components.tools`, `ToolFallback`). */
export type { ToolInvocation } from "@ai-sdk/ui-utils";
