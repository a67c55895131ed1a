import { resolve } from "node:path";
import ts from "typescript";

/**
 * The React entry's public surface, as a site's developer reads it: the names `src/index.ts` exports,
 * each with a line of JSDoc where it is exported and on what it names, and none of the internals.
 */
const ENTRY = resolve(import.meta.dirname, "../src/index.ts");

const program = ts.createProgram([ENTRY], {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
});
const checker = program.getTypeChecker();
const entry = program.getSourceFile(ENTRY)!;
const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(entry)!);

/** What the entry exports, sorted. */
const PUBLIC_NAMES = [
  // The widget and its settings.
  "AssistantWidget", "AssistantWidgetProps", "AssistantWidgetHandle", "AssistantFeedback", "AssistantWidgetEvent", "AssistantWidgetEventType",
  "DEFAULT_WIDGET_LABELS", "FEEDBACK_REASONS", "FeedbackReason", "WidgetLabels", "FRENCH_LABELS",
  // The parts.
  "AssistantRoot", "AssistantRootProps", "AssistantLauncher", "AssistantLauncherProps", "AssistantPanel", "AssistantPanelProps",
  "AssistantHeader", "AssistantHeaderProps", "AssistantTitle", "AssistantTitleProps", "AssistantConversationsToggle", "AssistantConversationsToggleProps",
  "AssistantNewConversation", "AssistantNewConversationProps", "AssistantMoreActions", "AssistantMoreActionsProps", "AssistantExpandToggle", "AssistantExpandToggleProps",
  "AssistantClose", "AssistantCloseProps", "AssistantTranscript", "AssistantTranscriptProps", "AssistantJumpToLatest", "AssistantJumpToLatestProps",
  "AssistantEmptyState", "AssistantEmptyStateProps", "AssistantExampleQuestions", "AssistantExampleQuestionsProps", "AssistantMessage", "AssistantMessageProps",
  "AssistantActionBar", "AssistantActionBarProps", "AssistantComposer", "AssistantComposerProps", "AssistantContextChips", "AssistantContextChipsProps",
  "AssistantErrorAlert", "AssistantErrorAlertProps", "AssistantSupportLink", "AssistantSupportLinkProps", "HandoffFrom", "SupportHandoff", "SupportOptions", "AssistantConversations", "AssistantConversationsProps", "useAssistant", "AssistantState", "shouldRestorePanel",
  "AssistantPageActions", "AssistantPageActionsProps", "PageAction", "PageActionLabels",
  // The components map and its defaults.
  "AssistantComponents", "PassageViewProps", "ToolViewProps", "UserMessageProps", "Passage", "SourcePage", "CitationPassage", "CodeBlockProps", "LinkProps",
  "MarkdownComponents", "WidgetLink", "CodeBlock", "SearchToolInvocation", "SearchToolInvocationProps", "GenericToolInvocation", "GenericToolInvocationProps",
  "SourceList", "SourceListProps", "SuggestionList", "SuggestionListProps", "UserMessage", "SafeLink", "SafeLinkProps", "safeUrl", "AssistantComponentsContext",
  // The message part components.
  "MessageParts", "MessagePartsProps", "TextPart", "TextPartProps", "ReasoningPart", "ReasoningPartProps", "ToolInvocationPart", "ToolInvocationPartProps",
  "StepStartPart", "messageSources", "DEFAULT_PART_LABELS", "PartLabels", "PartLabelsContext",
  // The hook, the page's context, the service's types.
  "useAssistantChat", "AssistantChat", "AssistantChatOptions", "ChatStatus", "Deployment", "AttachmentOptions", "HeldAttachment",
  "codeContextItem", "createContextItem", "currentPagePath", "watchHostPage", "WatchHostPageOptions",
  "CitedPage", "ContextItem", "SearchFilter", "Suggestion", "ToolInvocation",
].sort();

/** Names the entry exported before and keeps internal now (README, "Removed and renamed exports"). */
const INTERNAL_NAMES = [
  "AssistantContextValue",
  "StreamingMarkdown",
  "StreamingMarkdownProps",
  "validateAssistantRequest",
  "classifyApiKey",
  "ApiKeyKind",
  "ANONYMOUS_FINGERPRINT",
  "CURRENT_PATH_MAX_LENGTH",
  "DEFAULT_RETRIEVAL_PAGE_SIZE",
  "AssistantRequest",
  "AssistantRequestInput",
  "MessagePart",
  "ThreadIdentity",
];

/** The JSDoc text just before a node in its file. */
function leadingJsDoc(node: ts.Node): string {
  const text = node.getSourceFile().getFullText();
  const comments = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  return comments
    .map((range) => text.slice(range.pos, range.end))
    .filter((comment) => comment.startsWith("/**"))
    .join("\n");
}

test("src/index.ts exports the public surface, and nothing else", () => {
  expect(exported.map((symbol) => symbol.name).sort()).toEqual(PUBLIC_NAMES);
  for (const name of INTERNAL_NAMES) expect(PUBLIC_NAMES, name).not.toContain(name);
});

test.each(PUBLIC_NAMES)("%s is documented where it is exported and where it is declared", (name) => {
  const symbol = exported.find((candidate) => candidate.name === name)!;
  const specifier = symbol.declarations!.find(ts.isExportSpecifier)!;
  const statement = specifier.parent.parent;
  expect(leadingJsDoc(statement), `the export of ${name} in src/index.ts`).toMatch(/\/\*\*\s*\S/);
  const target = checker.getAliasedSymbol(symbol);
  const documentation = ts.displayPartsToString(target.getDocumentationComment(checker)).trim();
  expect(documentation, `the declaration of ${name}`).not.toBe("");
});
