import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { answerLines } from "../../chat/testing/replyLines";
import { createGate } from "../../chat/testing/scriptedFetch";
import { exampleMessage, markNotFoundPart, reasoningPart, searchPart, textPart, toolPart } from "../../parts/exampleMessages";
import { MessageParts } from "../../parts/MessageParts";
import { PartLabelsContext } from "../../parts/partLabels";
import { askQuestion, messagesOf, openWidget, renderWidget } from "../testing/renderWidget";
import { DEFAULT_ATTACHMENT_LABELS } from "../attachments/attachmentLabels";
import { pngFile, textFile } from "../attachments/testing/testFiles";
import { DEFAULT_WIDGET_LABELS, type WidgetLabels } from "../widgetLabels";
import { FRENCH_LABELS } from "./fr";
import { containsWords, fixedWords, labelPhrases, visibleStrings } from "./testing/labelPhrases";

/** Words French shares with English: the same in both, so they prove nothing either way. */
const COGNATES = ["Code", "Image", "Sources", "source", "Arguments", "Message", "Conversation", "Assistant"];

const english = labelPhrases({ ...DEFAULT_WIDGET_LABELS, ...DEFAULT_ATTACHMENT_LABELS });
const french = labelPhrases(FRENCH_LABELS);
const frenchPhrases = Object.values(french).flat();
/** The English words that must never show once the labels are French (those French uses too aside). */
const ENGLISH_WORDS = [...new Set(Object.values(english).flat().flatMap(fixedWords))].filter(
  (words) => !frenchPhrases.some((phrase) => containsWords(phrase, words)),
);

function englishOnScreen(): string[] {
  const shown = visibleStrings(document.body);
  return ENGLISH_WORDS.filter((words) => shown.some((text) => containsWords(text, words)));
}

/** Waits until some text or accessible name on the page holds `text` exactly as written (no-break spaces included). */
async function expectShown(text: string): Promise<void> {
  await waitFor(() => expect(visibleStrings(document.body).some((shown) => shown.includes(text)), text).toBe(true));
}

afterEach(() => {
  sessionStorage.clear();
  for (const page of document.querySelectorAll("main")) page.remove();
});

const ANSWER = [
  "Installez le paquet puis affichez le widget une fois, par exemple dans la mise en page :",
  "",
  "```bash",
  "npm install docs-assistant-widget",
  "```",
  "",
  "Voir aussi [le guide](https://ailleurs.example.org/guide).",
  "",
  "```suggestions",
  "(Comment changer le thème ?)[/guides/theme]",
  "```",
].join("\n");

describe("FRENCH_LABELS", () => {
  test("translates every label but the words French shares with English", () => {
    for (const key of Object.keys(english) as Array<keyof WidgetLabels>) {
      for (const [index, phrase] of english[key].entries()) {
        if (!COGNATES.includes(phrase)) expect(french[key][index], key).not.toBe(phrase);
      }
    }
    expect(ENGLISH_WORDS.length).toBeGreaterThan(60);
  });

  test("popover, empty state, page actions and context chips show no English", async () => {
    document.body.insertAdjacentHTML("afterbegin", '<main><pre id="install"><code>npm install docs-assistant-widget</code></pre></main>');
    const { user, ref } = renderWidget([], { labels: FRENCH_LABELS, exampleQuestions: ["Comment l’installer ?"] });
    await openWidget(user, FRENCH_LABELS.launcher);
    act(() => {
      ref.current!.addContext({ type: "code", value: "npm install docs-assistant-widget", path: "/guides/install" });
      ref.current!.addContext({ type: "textSelection", value: "Le widget garde la conversation. ".repeat(400), path: "/guides/threads" });
    });
    await expectShown(FRENCH_LABELS.contextCut);
    await expectShown(FRENCH_LABELS.emptyTitle);
    await expectShown(FRENCH_LABELS.askAboutCode);
    expect(screen.getByRole("button", { name: FRENCH_LABELS.close })).toBeInTheDocument();
    expect(englishOnScreen()).toEqual([]);
  });

  test("a finished answer with search, reasoning, code, sources, suggestions and feedback shows no English", async () => {
    const lines = answerLines(ANSWER, {
      search: { query: "installer le widget", results: [{ path: "/guides/installation", url: "https://docs.example.com/guides/installation", metadata: { title: "Installation" } }] },
      reasoning: "Il faut d’abord trouver la page d’installation.",
      sources: [{ id: "s1", url: "https://docs.example.com/guides/installation", title: "Installation" }],
    });
    const { user } = renderWidget([{ lines }], { labels: FRENCH_LABELS, mode: "inline" });
    await askQuestion(user, "Comment installer le widget ?");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Installez le paquet"));
    await user.click(await screen.findByRole("button", { name: FRENCH_LABELS.helpful }));
    await expectShown(FRENCH_LABELS.feedbackThanks);
    // Code blocks are drawn once the markdown chunk has loaded (it starts loading when the panel opens).
    // The code block names its language readably ("Bash" for a bash fence).
    expect(await screen.findByRole("button", { name: FRENCH_LABELS.copyCodeAriaLabel("Bash") })).toBeInTheDocument();
    expect(englishOnScreen()).toEqual([]);
  });

  test("waiting, streaming, a rate limit with the service's words, and an admin key show no English", async () => {
    const gate = createGate();
    const limited = { status: 429, body: JSON.stringify({ error: "Trop de requêtes" }), headers: { "Content-Type": "application/json", "Retry-After": "120" } };
    const { user } = renderWidget([{ lines: [gate, ...answerLines("Une réponse.")] }, limited], { labels: FRENCH_LABELS, mode: "inline" });
    await askQuestion(user, "Une question ?");
    await expectShown(FRENCH_LABELS.searching("Une question ?"));
    expect(screen.getByRole("button", { name: FRENCH_LABELS.stop })).toBeInTheDocument();
    expect(englishOnScreen()).toEqual([]);
    gate.release();
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Une réponse."));
    await askQuestion(user, "Encore une ?");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(FRENCH_LABELS.error("rate-limited"));
    // The wait before Retry, counted down in French (the seconds it shows depend on when it is read).
    expect(alert.textContent).toMatch(/Vous pourrez réessayer dans \d+(\u00a0min)?( \d+)?\u00a0s?/);
    expect(englishOnScreen()).toEqual([]);

    renderWidget([], { labels: FRENCH_LABELS, mode: "inline", apiKey: "svc_demo_admin_secret" });
    await expectShown(FRENCH_LABELS.keyProblem("admin"));
    expect(englishOnScreen()).toEqual([]);
  });

  test("every tool state, a cut value and a redacted reasoning show no English", async () => {
    const message = exampleMessage([
      reasoningPart("Réflexion en cours.", true),
      searchPart("partial-call", "installer"),
      searchPart("call", "installer", undefined, "object", "call-2"),
      markNotFoundPart(),
      toolPart("calculatrice", "partial-call", {}),
      toolPart("horloge", "call", { fuseau: "Europe/Paris" }),
      toolPart("traduction", "result", { texte: "bonjour" }, { résultat: "é".repeat(30_000) }),
      textPart("Voilà."),
    ]);
    render(
      <PartLabelsContext.Provider value={FRENCH_LABELS}>
        <MessageParts message={message} isStreaming />
      </PartLabelsContext.Provider>,
    );
    await expectShown(FRENCH_LABELS.notFound);
    // Arguments, results and the cut note are rendered once their details are opened.
    for (const summary of document.querySelectorAll("summary")) fireEvent.click(summary);
    await expectShown(FRENCH_LABELS.toolResult);
    await expectShown("premiers caractères");
    expect(englishOnScreen()).toEqual([]);
  });

  test("files chosen, one refused, and a question sent with them show no English", async () => {
    const { user } = renderWidget([{ lines: answerLines("Votre fichier règle retries à 0.") }], { labels: FRENCH_LABELS, mode: "inline", attachments: { maxFiles: 2 } });
    await screen.findByRole("button", { name: FRENCH_LABELS.attachFiles });
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(picker, { target: { files: [textFile("nimbus.yaml", "retries: 0\n"), pngFile("tableau.png", 3_000), textFile("trop.txt", "un de trop")] } });
    await screen.findByRole("alert");
    await expectShown(FRENCH_LABELS.attachmentKind("image", "PNG"));
    expect(englishOnScreen()).toEqual([]);
    await askQuestion(user, "Pourquoi mes tâches échouent-elles ?");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Votre fichier"));
    await screen.findByRole("list", { name: FRENCH_LABELS.attachedFiles });
    expect(englishOnScreen()).toEqual([]);
  });
});
