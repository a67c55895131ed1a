import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { pngFile, sizedTextFile, textFile } from "./attachments/testing/testFiles";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";

type Body = { messages: Array<{ content: string; experimental_attachments?: Array<{ url: string; name?: string; contentType?: string }> }> };

const CONFIG = "retries: 0\ntimeout: 5s\n";

/** The picker's input, as the Attach files button opens it. */
async function picker(): Promise<HTMLInputElement> {
  await screen.findByRole("button", { name: "Attach files" });
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
}

/** Chooses `files` in the picker, as the reader does after pressing Attach files. */
async function choose(...files: File[]) {
  const input = await picker();
  fireEvent.change(input, { target: { files } });
}

const chips = () => screen.queryByRole("list", { name: "Files for your next question" });
/** The composer's announcements (the transcript has a status of its own). */
const announced = () => within(screen.getByRole("textbox", { name: "Message" }).closest("form")!).getByRole("status");
const findChips = () => screen.findByRole("list", { name: "Files for your next question" });

afterEach(() => sessionStorage.clear());

describe("AssistantWidget: files with a question (attachments)", () => {
  test("off by default: no Attach files button, and a file pasted in the message box is not taken", async () => {
    const { user } = renderWidget([]);
    const box = await openWidget(user);
    expect(screen.queryByRole("button", { name: "Attach files" })).toBeNull();
    fireEvent.paste(box, { clipboardData: { files: [pngFile("image.png")], types: ["Files"] } });
    await act(async () => undefined);
    expect(chips()).toBeNull();
  });

  test("chosen files show as chips with their name, kind and size, go with the question and show under it", async () => {
    const { user, fetch } = renderWidget([{ lines: answerLines("Your file sets retries to 0.") }], { attachments: true });
    await openWidget(user);
    await choose(textFile("nimbus.yaml", CONFIG), pngFile("dashboard.png", 2_048));
    const list = await findChips();
    expect(within(list).getByRole("button", { name: "nimbus.yaml" })).toHaveAccessibleDescription("YAML file, 23\u00a0bytes");
    expect(within(list).getByRole("button", { name: "dashboard.png" })).toHaveAccessibleDescription("PNG image, 2\u00a0KB");
    expect(announced()).toHaveTextContent("nimbus.yaml attached. dashboard.png attached");

    await askQuestion(user, "Why do my jobs fail?");
    await screen.findByText("Your file sets retries to 0.");
    const sent = (fetch.requests[0]!.body as Body).messages.at(-1)!.experimental_attachments!;
    expect(sent.map(({ name, contentType }) => ({ name, contentType }))).toEqual([
      { name: "nimbus.yaml", contentType: "application/yaml" },
      { name: "dashboard.png", contentType: "image/png" },
    ]);
    expect(atob(sent[0]!.url.split(",")[1]!)).toBe(CONFIG);
    expect(sent[0]!.url.startsWith("data:application/yaml;base64,")).toBe(true);
    expect(chips()).toBeNull();
    const question = messagesOf("user")[0]!;
    const files = await within(question).findByRole("list", { name: "Attached files" });
    expect(within(files).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["nimbus.yaml YAML file, 23\u00a0bytes", "dashboard.png PNG image, 2\u00a0KB"]);
  });

  test("files refused say why, one line each, and the file already attached stays", async () => {
    const { user } = renderWidget([], { attachments: { maxFileBytes: 10_000, maxFiles: 2 } });
    await openWidget(user);
    await choose(textFile("error.log", "ERROR invalid_key\n"));
    await findChips();
    await choose(
      new File(["<svg onload='alert(1)'/>"], "logo.svg", { type: "image/svg+xml" }),
      new File([new Uint8Array([0x4d, 0x5a, 0, 0])], "setup.exe", { type: "application/x-msdownload" }),
      sizedTextFile("huge.log", 20_000),
      new File(["not a png"], "fake.png", { type: "image/png" }),
      textFile("notes.md", "# Notes"),
      textFile("extra.txt", "one too many"),
    );
    const alert = await screen.findByRole("alert");
    expect([...alert.querySelectorAll("p")].map((line) => line.textContent)).toEqual([
      "logo.svg can't be attached: SVG images can carry scripts.",
      "setup.exe can't be attached: only images (PNG, JPEG, WebP, GIF) and text files can.",
      "huge.log is too large to attach (20\u00a0KB): files can be up to 10\u00a0KB.",
      "fake.png can't be attached: it isn't a PNG image.",
      "extra.txt wasn't attached: a question can carry up to 2 files.",
    ]);
    expect(within(chips()!).getAllByRole("button", { name: /^(error\.log|notes\.md)$/ })).toHaveLength(2);
  });

  test("Delete or Backspace on a chip removes it and moves focus on; × removes too; the last one leaves focus in the message box", async () => {
    const { user } = renderWidget([], { attachments: true });
    const box = await openWidget(user);
    await choose(textFile("a.txt", "a"), textFile("b.txt", "b"), textFile("c.txt", "c"));
    const list = await findChips();
    within(list).getByRole("button", { name: "b.txt" }).focus();
    await user.keyboard("{Delete}");
    expect(within(list).queryByRole("button", { name: "b.txt" })).toBeNull();
    expect(within(list).getByRole("button", { name: "c.txt" })).toHaveFocus();
    expect(announced()).toHaveTextContent("b.txt removed");
    await user.keyboard("{Backspace}");
    expect(within(list).getByRole("button", { name: "a.txt" })).toHaveFocus();
    await user.click(within(list).getByRole("button", { name: "Remove a.txt" }));
    expect(chips()).toBeNull();
    within(document.body).getByRole("button", { name: "Attach files" }).focus();
    await choose(textFile("d.txt", "d"));
    (await screen.findByRole("button", { name: "d.txt" })).focus();
    await user.keyboard("{Delete}");
    expect(box).toHaveFocus();
  });

  test("an image pasted into the message box and a file dropped on the panel are attached; pasted names stay apart", async () => {
    const { user } = renderWidget([], { attachments: true });
    const box = await openWidget(user);
    await picker();
    fireEvent.paste(box, { clipboardData: { files: [pngFile("image.png")], types: ["Files"] } });
    fireEvent.paste(box, { clipboardData: { files: [pngFile("image.png")], types: ["Files"] } });
    await waitFor(() => expect(within(chips()!).getAllByRole("button", { name: /^image( \(2\))?\.png$/ })).toHaveLength(2));
    const panel = box.closest(".daw-panel-body")!;
    const dataTransfer = { types: ["Files"], files: [textFile("app.log", "ERROR createQueue failed")], dropEffect: "none" };
    fireEvent.dragEnter(panel, { dataTransfer });
    expect(panel).toHaveAttribute("data-drop-hint", "Drop files to attach them");
    fireEvent.drop(panel, { dataTransfer });
    expect(panel).not.toHaveAttribute("data-drop-hint");
    expect(await within(chips()!).findByRole("button", { name: "app.log" })).toBeInTheDocument();
  });

  test("a question whose request would pass maxRequestBytes is not sent: the alert names the file to remove", async () => {
    const { user, fetch } = renderWidget([{ lines: answerLines("Got it.") }], { attachments: { maxRequestBytes: 20_000 } });
    await openWidget(user);
    await choose(textFile("small.txt", "tiny"), sizedTextFile("big.log", 15_000));
    await findChips();
    expect((await screen.findByRole("alert")).textContent).toBe("This question is too large to send with its files (the assistant takes up to 20\u00a0KB): remove big.log and try again.");
    await askQuestion(user, "Why?");
    await act(async () => undefined);
    expect(fetch.requests).toHaveLength(0);
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Why?");
    await user.click(screen.getByRole("button", { name: "Remove big.log" }));
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByText("Got it.");
    expect((fetch.requests[0]!.body as Body).messages[0]!.experimental_attachments!.map((file) => file.name)).toEqual(["small.txt"]);
  });

  test("after a reload the question shows its files again: kept ones whole, a large one by name, kind and size, its content not kept", async () => {
    const first = renderWidget([{ lines: answerLines("Seen.") }], { attachments: true });
    await openWidget(first.user);
    await choose(textFile("nimbus.yaml", CONFIG), pngFile("screenshot.png", 300_000));
    await findChips();
    await askQuestion(first.user, "What is wrong?");
    await screen.findByText("Seen.");
    first.unmount();
    const again = renderWidget([], { domain: first.domain });
    await openWidget(again.user);
    const files = await within(await waitFor(() => messagesOf("user")[0]!)).findByRole("list", { name: "Attached files" });
    expect(within(files).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "nimbus.yaml YAML file, 23\u00a0bytes",
      "screenshot.png PNG image, 293\u00a0KB, content not kept",
    ]);
  });
});
