import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { answerLines } from "../chat/testing/replyLines";
import { createGate, createScriptedFetch } from "../chat/testing/scriptedFetch";
import { AssistantComposer } from "./AssistantComposer";
import { AssistantJumpToLatest } from "./AssistantJumpToLatest";
import { AssistantRoot } from "./AssistantRoot";
import { AssistantTranscript } from "./AssistantTranscript";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";

/**
 * jsdom lays nothing out: give the transcript a size, a content height and a scroll position to read,
 * and its questions a place (`questionAt(index)`, from the top of the content). The room kept below the
 * last question (the transcript's last child) adds its height to the content.
 */
function layOut(log: HTMLElement, contentHeight: number, viewHeight = 200, questionAt: (index: number) => number = () => 0) {
  let top = 0;
  const room = () => log.querySelector<HTMLElement>(".daw-transcript-room");
  const roomHeight = () => parseFloat(room()?.style.height || "0");
  const scrollHeight = () => contentHeight + roomHeight();
  // The room is what the resize observer would make it for this layout once the view has its size: none
  // below a question whose answer already fills the view (a question placed from here on gets its own).
  const kept = room();
  if (kept) kept.style.height = "0px";
  Object.defineProperty(log, "clientHeight", { configurable: true, get: () => viewHeight });
  Object.defineProperty(log, "scrollHeight", { configurable: true, get: scrollHeight });
  Object.defineProperty(log, "scrollTop", {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      top = Math.max(0, Math.min(value, scrollHeight() - viewHeight));
    },
  });
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    if (!log.contains(this) || this === log) return original.call(this);
    const questions = [...log.querySelectorAll('[data-role="user"]')];
    const y = this === room() ? contentHeight : questions.includes(this) ? questionAt(questions.indexOf(this)) : 0;
    return DOMRect.fromRect({ x: 0, y: y - top, width: 300, height: 20 });
  });
  return {
    scrollTo(value: number) {
      log.scrollTop = value;
      fireEvent.scroll(log);
    },
    get top() {
      return top;
    },
    get room() {
      return roomHeight();
    },
    grow(by: number) {
      contentHeight += by;
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/** An answer that has begun to stream, the transcript laid out and at its bottom; `finish` lets the rest come. */
async function streamingAtTheBottom() {
  const gate = createGate();
  const lines = answerLines("The answer starts here and then goes on for a while longer.");
  const { user } = renderWidget([{ lines: [...lines.slice(0, 3), gate, ...lines.slice(3)] }]);
  await openWidget(user);
  await askQuestion(user, "A question");
  await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("The answer"));
  const log = screen.getByRole("log");
  const layout = layOut(log, 1_000);
  layout.scrollTo(800);
  const finish = async () => {
    gate.release();
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("for a while longer."));
  };
  return { log, layout, finish };
}

/** A first question answered; the second's answer ("Second answer, which goes on and on.") waits at `gate` after its first words. */
async function firstAnswered() {
  const gate = createGate();
  const second = answerLines("Second answer, which goes on and on.");
  const { user } = renderWidget([{ lines: answerLines("First answer.") }, { lines: [...second.slice(0, 3), gate, ...second.slice(3)] }]);
  await openWidget(user);
  await askQuestion(user, "First question");
  await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("First answer."));
  return { user, gate };
}

describe("AssistantTranscript: Jump to latest and new questions", () => {
  test("scrolled up with more below: Jump to latest; it scrolls to the bottom, follows again and keeps focus in the transcript", async () => {
    const { log, layout, finish } = await streamingAtTheBottom();
    expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull();

    layout.scrollTo(300);
    const jump = await screen.findByRole("button", { name: "Jump to latest" });
    jump.focus();
    fireEvent.click(jump);
    expect(layout.top).toBe(800);
    expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull();
    expect(log).toHaveFocus();

    // Following again: the rest of the answer is scrolled to.
    layout.grow(400);
    await finish();
    await waitFor(() => expect(layout.top).toBe(1_200));
  });

  test("at the bottom, or scrolled up with nothing more below: no button", async () => {
    const { user } = renderWidget([{ lines: answerLines("Short.") }]);
    await openWidget(user);
    await askQuestion(user, "A question");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Short."));
    const layout = layOut(screen.getByRole("log"), 220);
    layout.scrollTo(0);
    expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull();
  });

  test("a question sent while scrolled up goes to the top of the view, with room kept below it; its answer does not pull the view down", async () => {
    const { user, gate } = await firstAnswered();
    const log = screen.getByRole("log");
    // The second question will come at 1,250 px, 50 px above the end of the content.
    const layout = layOut(log, 1_000, 200, (index) => (index === 0 ? 0 : 1_250));
    layout.scrollTo(800);
    layout.scrollTo(100);
    await screen.findByRole("button", { name: "Jump to latest" });

    layout.grow(300);
    await askQuestion(user, "Second question");
    // At the top of the view: the room below it (150 px, and a little more while its answer comes) lets it get there.
    await waitFor(() => expect(layout.top).toBe(1_250));
    expect(layout.room).toBeGreaterThanOrEqual(150);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull());

    // The answer streams in under it: the view stays where the question is.
    await waitFor(() => expect(messagesOf("assistant")[1]).toHaveTextContent("Second"));
    layout.grow(600);
    gate.release();
    await waitFor(() => expect(messagesOf("assistant")[1]).toHaveTextContent("goes on and on."));
    await nextFrame();
    expect(layout.top).toBe(1_250);
    // Done: no room is left below an answer that fills the view.
    expect(layout.room).toBe(0);
    // There is more below, and the view does not follow it: Jump to latest is offered.
    await screen.findByRole("button", { name: "Jump to latest" });
  });

  test("scrolled down past the end of a short answer, into the room kept below it, the reader follows the text from there", async () => {
    const { user, gate } = await firstAnswered();
    // The second question comes at 950 px, 50 px above the end of the content: a short answer so far.
    const layout = layOut(screen.getByRole("log"), 1_000, 200, (index) => (index === 0 ? 0 : 950));
    await askQuestion(user, "Second question");
    await waitFor(() => expect(layout.top).toBe(950));
    await waitFor(() => expect(messagesOf("assistant")[1]).toHaveTextContent("Second"));
    // The reader turns the wheel down as far as it goes: the view shows the text's end and the room below it.
    expect(layout.room).toBeGreaterThan(100);
    const farthest = 1_000 + layout.room - 200;
    layout.scrollTo(farthest);
    expect(layout.top).toBe(farthest);
    // The text grows past the view: it is followed, neither left behind nor pulled up to.
    layout.grow(400);
    gate.release();
    await waitFor(() => expect(messagesOf("assistant")[1]).toHaveTextContent("goes on and on."));
    await waitFor(() => expect(layout.top).toBe(1_200));
    expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull();
  });

  test.each<[string, (log: HTMLElement) => void]>([
    ["a wheel turned up", (log) => fireEvent.wheel(log, { deltaY: -120 })],
    [
      "a finger drawing the content down",
      (log) => {
        fireEvent.touchStart(log, { touches: [{ clientY: 300 }] });
        fireEvent.touchMove(log, { touches: [{ clientY: 310 }] });
      },
    ],
    ["PageUp", (log) => fireEvent.keyDown(log, { key: "PageUp" })],
    ["Shift+Space", (log) => fireEvent.keyDown(log, { key: " ", shiftKey: true })],
  ])("%s lets go of the bottom, even when its first scroll is still near it (a smooth scroll); back at the bottom it follows again", async (_name, scrollUp) => {
    const { log, layout, finish } = await streamingAtTheBottom();
    scrollUp(log);
    layout.scrollTo(790);
    layout.grow(300);
    await finish();
    await screen.findByRole("button", { name: "Jump to latest" });
    // Not pulled back down: the reader stays where the wheel took them.
    expect(layout.top).toBe(790);

    layout.scrollTo(1_100);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull());
  });

  test("reading on down (a finger drawing the content up, ArrowDown, a wheel turned down) keeps following", async () => {
    const { log, layout, finish } = await streamingAtTheBottom();
    fireEvent.touchStart(log, { touches: [{ clientY: 300 }] });
    fireEvent.touchMove(log, { touches: [{ clientY: 280 }] });
    fireEvent.keyDown(log, { key: "ArrowDown" });
    fireEvent.wheel(log, { deltaY: 120 });
    layout.grow(300);
    await finish();
    await waitFor(() => expect(layout.top).toBe(1_100));
    expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull();
  });

  test("keys a text field or a button inside takes (ArrowUp, Home, Shift+Space) keep following", async () => {
    const { log, layout, finish } = await streamingAtTheBottom();
    const field = document.createElement("textarea");
    const button = document.createElement("button");
    log.append(field, button);
    fireEvent.keyDown(field, { key: "ArrowUp" });
    fireEvent.keyDown(field, { key: "Home" });
    fireEvent.keyDown(button, { key: " ", shiftKey: true });
    layout.grow(300);
    await finish();
    await waitFor(() => expect(layout.top).toBe(1_100));
    expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull();
  });
});

describe("a site's own Jump to latest", () => {
  /** The transcript of a site's layout, an answer streaming and the reader scrolled up from its bottom. */
  async function scrolledUp(jumpToLatest: ReactNode) {
    const gate = createGate();
    const lines = answerLines("The answer starts here and then goes on for a while longer.");
    const user = userEvent.setup();
    render(
      <AssistantRoot domain={`jump-${Math.random()}`} apiKey="svc_dsc_test_key" mode="inline" threadStorage="none" fetch={createScriptedFetch([{ lines: [...lines.slice(0, 3), gate, ...lines.slice(3)] }])}>
        <AssistantTranscript jumpToLatest={jumpToLatest} />
        <AssistantComposer />
      </AssistantRoot>,
    );
    await askQuestion(user, "A question");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("The answer"));
    const layout = layOut(screen.getByRole("log"), 1_000);
    layout.scrollTo(800);
    layout.scrollTo(300);
    return layout;
  }

  test("given as jumpToLatest: its class and label; its onClick runs first, and preventDefault keeps the view where it is", async () => {
    let prevent = true;
    const onClick = vi.fn((event: { preventDefault: () => void }) => {
      if (prevent) event.preventDefault();
    });
    const layout = await scrolledUp(
      <AssistantJumpToLatest className="site-jump" aria-label="Jump to latest" onClick={onClick}>
        Newest ↓
      </AssistantJumpToLatest>,
    );
    const jump = await screen.findByRole("button", { name: "Jump to latest" });
    expect(jump).toHaveClass("daw-jump-button", "site-jump");
    expect(jump).toHaveTextContent(/^Newest ↓$/);
    fireEvent.click(jump);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(layout.top).toBe(300);
    prevent = false;
    fireEvent.click(jump);
    expect(layout.top).toBe(800);
    expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull();
  });

  test("jumpToLatest={null}: none, however far up the reader is", async () => {
    await scrolledUp(null);
    // The transcript has taken the scroll in (its own state would show the button by now).
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull();
  });
});
