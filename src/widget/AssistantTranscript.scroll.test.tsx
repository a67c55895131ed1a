import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { createGate } from "../chat/testing/scriptedFetch";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";

/** jsdom lays nothing out: give the transcript a size, a content height and a scroll position to read. */
function layOut(log: HTMLElement, contentHeight: number, viewHeight = 200) {
  let top = 0;
  Object.defineProperty(log, "clientHeight", { configurable: true, get: () => viewHeight });
  Object.defineProperty(log, "scrollHeight", { configurable: true, get: () => contentHeight });
  Object.defineProperty(log, "scrollTop", {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      top = Math.max(0, Math.min(value, contentHeight - viewHeight));
    },
  });
  return {
    scrollTo(value: number) {
      log.scrollTop = value;
      fireEvent.scroll(log);
    },
    get top() {
      return top;
    },
    grow(by: number) {
      contentHeight += by;
    },
  };
}

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

describe("AssistantTranscript: Jump to latest and new questions", () => {
  test("scrolled up with more below: Jump to latest; it scrolls to the bottom, follows again and keeps focus in the transcript", async () => {
    const { user } = renderWidget([{ lines: answerLines("First answer.") }]);
    await openWidget(user);
    await askQuestion(user, "First question");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("First answer."));
    const log = screen.getByRole("log");
    const layout = layOut(log, 1_000);
    layout.scrollTo(800);
    expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull();

    layout.scrollTo(300);
    const jump = await screen.findByRole("button", { name: "Jump to latest" });
    jump.focus();
    await user.click(jump);
    expect(layout.top).toBe(800);
    expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull();
    expect(log).toHaveFocus();

    // Following again: new content is scrolled to.
    layout.grow(400);
    fireEvent.scroll(log);
    await askQuestion(user, "Second question");
    await nextFrame();
    expect(layout.top).toBe(1_200);
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

  test("a question sent while scrolled up brings the transcript down to it", async () => {
    const { user } = renderWidget([{ lines: answerLines("First answer.") }, { lines: answerLines("Second answer.") }]);
    await openWidget(user);
    await askQuestion(user, "First question");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("First answer."));
    const log = screen.getByRole("log");
    const layout = layOut(log, 1_000);
    layout.scrollTo(800);
    layout.scrollTo(100);
    await screen.findByRole("button", { name: "Jump to latest" });

    layout.grow(300);
    await askQuestion(user, "Second question");
    await waitFor(() => expect(layout.top).toBe(1_100));
    expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull();
    await waitFor(() => expect(messagesOf("assistant")[1]).toHaveTextContent("Second answer."));
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
