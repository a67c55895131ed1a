import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { loadMarkdownBlocks } from "../markdown/loadMarkdownBlocks";
import { AssistantComponentsContext, type PassageViewProps } from "./assistantComponents";
import { exampleMessage, searchPart, textPart } from "./exampleMessages";
import { MessageParts } from "./MessageParts";

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(async () => {
  // jsdom has no ResizeObserver; Radix's popper measures with it.
  globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
  await loadMarkdownBlocks();
});

const API_KEYS = [
  "# API keys",
  "",
  "Every request to Nimbus is authenticated with an API key sent as a bearer token.",
  "",
  "## Rotate a key",
  "",
  "Create a new key, deploy it, then revoke the old one from **Settings → API keys**. Both keys work during the overlap.",
].join("\n");

const ANSWER = [
  "**Rotate a key** ([API keys](/guides/api-keys)): create a new key, deploy it, then revoke the old one from Settings.",
  "",
  "Read more: [API keys](/guides/api-keys).",
].join("\n");

const MESSAGE = exampleMessage([
  searchPart("result", "rotate", [
    { path: "/", metadata: { title: "Nimbus documentation" }, content: "# Nimbus\n\nA hosted job queue." },
    { path: "/guides/api-keys", metadata: { title: "API keys" }, content: API_KEYS },
  ]),
  textPart(ANSWER),
]);

const text = () => screen.getByText((_, element) => element?.getAttribute("data-part") === "text");
// jsdom lays nothing out: the popper takes every citation for out of view and hides the card (visibility), so the card is looked for hidden or not.
const tooltip = () => screen.queryByRole("tooltip", { hidden: true });
const findTooltip = () => screen.findByRole("tooltip", { hidden: true });

describe("MessageParts: the passage a citation rests on", () => {
  test("hovering a citation's link shows the page's sentences it rests on, not its first lines", async () => {
    render(<MessageParts message={MESSAGE} />);
    const link = within(text()).getAllByRole("link", { name: "API keys" })[0]!;
    fireEvent.pointerEnter(link, { pointerType: "mouse" });
    // A pointer that only passes by shows nothing.
    expect(tooltip()).toBeNull();
    const card = await findTooltip();
    expect(card).toHaveTextContent("API keys › Rotate a key");
    expect(card).toHaveTextContent("Create a new key, deploy it, then revoke the old one from Settings → API keys.");
    expect(card).not.toHaveTextContent("Every request to Nimbus");
    expect(link).toHaveAttribute("aria-describedby", card.id);
    fireEvent.pointerLeave(link, { pointerType: "mouse" });
    await waitFor(() => expect(tooltip()).toBeNull());
  });

  test("focus shows it without waiting; Escape closes it; a citation with no words of its own rests on the page's other ones", async () => {
    render(<MessageParts message={MESSAGE} />);
    const [, readMore] = within(text()).getAllByRole("link", { name: "API keys" });
    act(() => readMore!.focus());
    expect(await findTooltip()).toHaveTextContent("revoke the old one");
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(tooltip()).toBeNull();
  });

  test("the number after the link shows it on a press (a tap), and a second press hides it", async () => {
    render(<MessageParts message={MESSAGE} />);
    const marker = text().querySelector<HTMLElement>('.daw-cite[data-cite="1"]')!;
    expect(marker).toHaveAccessibleName("source 1");
    fireEvent.click(marker);
    const card = await findTooltip();
    expect(card).toHaveTextContent("Create a new key");
    expect(marker).toHaveAttribute("aria-describedby", card.id);
    fireEvent.click(marker);
    expect(tooltip()).toBeNull();
  });

  test("the source in the list shows the passage on focus, under the section the answer drew on", async () => {
    render(<MessageParts message={MESSAGE} />);
    const sources = screen.getByRole("group", { name: "Sources" });
    expect(within(sources).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["1API keys"]);
    const link = within(sources).getByRole("link");
    act(() => link.focus());
    const card = await findTooltip();
    expect(card).toHaveTextContent("API keys › Rotate a key");
    expect(card).toHaveTextContent("Both keys work during the overlap.");
    // Once shown, the source opens its page at the passage where the browser reads text fragments (jsdom does not).
    expect(link).toHaveAttribute("href", "/guides/api-keys");
  });

  test("components.Passage draws the card its own way, with the page, its number and the passage", async () => {
    const received: PassageViewProps[] = [];
    function MyPassage(props: PassageViewProps) {
      received.push(props);
      return <em>{`My view of ${props.page.title}`}</em>;
    }
    render(
      <AssistantComponentsContext.Provider value={{ Passage: MyPassage }}>
        <MessageParts message={MESSAGE} />
      </AssistantComponentsContext.Provider>,
    );
    fireEvent.click(text().querySelector('.daw-cite[data-cite="1"]')!);
    expect(await findTooltip()).toHaveTextContent("My view of API keys");
    expect(received.at(-1)).toEqual({
      page: expect.objectContaining({ title: "API keys", url: "/guides/api-keys" }),
      number: 1,
      passage: { text: "Create a new key, deploy it, then revoke the old one from Settings → API keys. Both keys work during the overlap.", heading: "Rotate a key" },
    });
  });
});
