import { fireEvent, screen, waitFor } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { messagesOf, openWidget, renderWidget } from "./testing/renderWidget";

afterEach(() => sessionStorage.clear());

describe("AssistantWidget: keyboard", () => {
  test("Enter sends; Shift+Enter breaks the line", async () => {
    const { user, fetch } = renderWidget([{ lines: answerLines("Ok.") }]);
    const box = await openWidget(user);
    await user.type(box, "line one{Shift>}{Enter}{/Shift}line two");
    expect(box).toHaveValue("line one\nline two");
    expect(fetch.requests).toHaveLength(0);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(fetch.requests).toHaveLength(1));
    expect(fetch.requests[0]!.body).toMatchObject({ messages: [{ content: "line one\nline two" }] });
    expect(box).toHaveValue("");
  });

  test("Enter while an input method is composing does not send (isComposing, keyCode 229)", async () => {
    const { user, fetch, events } = renderWidget([{ lines: answerLines("Ok.") }]);
    const box = await openWidget(user);
    await user.type(box, "にほんご");
    const asks = () => events.filter((event) => event.type === "ask");
    fireEvent.keyDown(box, { key: "Enter", code: "Enter", isComposing: true });
    fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 229 });
    // A send is synchronous up to its "ask" event and the emptied box (fireEvent runs in act); only its request comes later.
    expect(asks()).toEqual([]);
    expect(box).toHaveValue("にほんご");
    expect(fetch.requests).toHaveLength(0);
    // The sentinel: a real Enter sends. A request of a composing Enter would have been made before
    // this one, so once this answer is on screen, the only request there was is the real Enter's.
    fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Ok."));
    expect(fetch.requests).toHaveLength(1);
    expect(fetch.requests[0]!.body).toMatchObject({ messages: [{ role: "user", content: "にほんご" }] });
    expect(asks()).toHaveLength(1);
  });

  test.each([
    ["{Control>}i{/Control}", "Ctrl+I"],
    ["{Meta>}i{/Meta}", "Cmd+I"],
  ])("%s (%s) opens the widget with the message box focused", async (keys) => {
    const { user, events } = renderWidget([]);
    await user.keyboard(keys);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Message" })).toHaveFocus());
    expect(events.map((e) => e.type)).toEqual(["open"]);
  });

  test("the shortcut is configurable and can be turned off", async () => {
    const custom = renderWidget([], { shortcut: "mod+k" });
    await custom.user.keyboard("{Control>}i{/Control}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await custom.user.keyboard("{Control>}k{/Control}");
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    custom.unmount();
    const off = renderWidget([], { shortcut: false });
    await off.user.keyboard("{Control>}i{/Control}{Meta>}i{/Meta}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("keyboard only: Tab to the launcher, open, ask, read the answer, Escape back to the launcher", async () => {
    const { user } = renderWidget([{ lines: answerLines("Keyboard answer.") }]);
    await user.tab();
    expect(screen.getByRole("button", { name: "Ask AI" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Message" })).toHaveFocus());
    await user.keyboard("Hello{Enter}");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Keyboard answer."));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Ask AI" })).toHaveFocus();
  });
});
