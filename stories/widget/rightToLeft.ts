import { answerLines } from "../../src/chat/testing/replyLines";
import type { ScriptedReply } from "../../src/chat/testing/scriptedFetch";
import { formatSuggestionsBlock, type ContextItem, type SearchResult } from "../../src/protocol";
import type { WidgetLabels } from "../../src/widget/widgetLabels";

/**
 * A right-to-left conversation (Arabic), shared by the RTL story and the real-Chromium RTL test
 * (test/browser/rtl.test.ts): labels for the main strings, an answer with a code block, a table,
 * sources and suggestion chips, and two pending context chips.
 */
export const ARABIC_LABELS: Partial<WidgetLabels> = {
  launcher: "اسأل الذكاء الاصطناعي",
  title: "مساعد التوثيق",
  close: "إغلاق",
  messageBox: "رسالة",
  messagePlaceholder: "اطرح سؤالًا عن التوثيق…",
  send: "إرسال",
  stop: "إيقاف",
  newConversation: "محادثة جديدة",
  transcript: "المحادثة",
  you: "أنت",
  assistant: "المساعد",
  sources: "المصادر",
  suggestions: "أسئلة مقترحة",
  copyAnswer: "نسخ الإجابة",
  regenerate: "إعادة التوليد",
  helpful: "مفيد",
  notHelpful: "غير مفيد",
  copyCode: "نسخ",
  pendingContext: "سياق سؤالك التالي",
  contextKind: (type) => (type === "code" ? "شيفرة" : "تحديد"),
  removeContext: (preview) => `إزالة السياق: ${preview}`,
  searched: (query) => (query ? `تم البحث في التوثيق عن «${query}»` : "تم البحث في التوثيق"),
  pagesFound: (count) => `${count} صفحات`,
};

export const RTL_QUESTION = "كيف أثبّت الأداة؟";

export const RTL_CONTEXT: ContextItem[] = [
  { type: "code", value: "npm install docs-assistant-widget", path: "/guides/install", elementId: "install" },
  { type: "textSelection", value: "تحتفظ الأداة بالمحادثة أثناء التنقل بين الصفحات.", path: "/guides/threads" },
];

const RESULTS: SearchResult[] = [
  { path: "/guides/install", url: "https://docs.example.com/ar/guides/install", metadata: { title: "تثبيت الأداة" }, content: "npm install" },
  { path: "/guides/theming", url: "https://docs.example.com/ar/guides/theming", metadata: { title: "الألوان والسمات" }, content: "CSS" },
];

export const RTL_ANSWER = [
  "ثبّت الحزمة باستخدام npm، ثم اعرض الأداة مرة واحدة في التخطيط:",
  "",
  "```bash",
  "npm install docs-assistant-widget",
  "```",
  "",
  "| الخاصية | القيمة الافتراضية |",
  "| --- | --- |",
  "| `mode` | `popover` |",
  "",
  "راجع [دليل التثبيت](https://docs.example.com/ar/guides/install) للمزيد.",
  "",
  formatSuggestionsBlock([
    { text: "كيف أغيّر الألوان؟", path: "/guides/theming" },
    { text: "هل يمكنني إبقاء المفتاح على الخادم؟", path: "/guides/proxy" },
  ]),
].join("\n");

/** The whole answer, with its search step and sources. */
export const rtlReply = (delayMs = 10): ScriptedReply => ({
  lines: answerLines(RTL_ANSWER, { threadId: "rtl-thread", search: { query: "تثبيت الأداة", results: RESULTS } }),
  delayMs,
});
