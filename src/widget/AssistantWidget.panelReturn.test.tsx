import { screen, waitFor, within } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";
import { shouldRestorePanel } from "./panelReturn";

const ANSWER = "See [the install guide](/guides/install), [the same page](#top) or [another site](https://elsewhere.example.org/guide).";

// jsdom cannot load another page: a click that was not handled stops at the window.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => {
  history.replaceState(null, "", "/guides/start");
  window.addEventListener("click", stopNavigation);
});
afterEach(() => {
  window.removeEventListener("click", stopNavigation);
  sessionStorage.clear();
});

async function answeredWithLinks(props: Parameters<typeof renderWidget>[1] = {}) {
  const view = renderWidget([{ lines: answerLines(ANSWER, { threadId: "T1" }) }], props);
  await openWidget(view.user);
  await askQuestion(view.user, "Where is the install guide?");
  await waitFor(() => expect(within(messagesOf("assistant")[0]!).getByRole("link", { name: "the install guide" })).toBeInTheDocument());
  return view;
}

describe("React entry: a link in an answer to another page of the site keeps the assistant for that page", () => {
  test("the next page opens the panel again with the conversation (once); a page reached otherwise does not", async () => {
    const { user, unmount, domain } = await answeredWithLinks();
    await user.click(screen.getByRole("link", { name: "the install guide" }));
    unmount();
    // The link's page.
    history.pushState(null, "", "/guides/install");
    expect(shouldRestorePanel(domain)).toBe(true);
    const next = renderWidget([], { domain });
    expect(await screen.findByRole("dialog", { name: "Docs assistant" })).toBeInTheDocument();
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("See the install guide"));
    expect(next.events.filter((event) => event.type === "open")).toHaveLength(1);
    next.unmount();
    // Once: the same page again (a reload) opens closed.
    renderWidget([], { domain });
    expect(screen.getByRole("button", { name: "Ask AI" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("not for a link that opens elsewhere (another site, a new tab) or stays on the page, nor on a page other than the link's", async () => {
    const { user, domain } = await answeredWithLinks();
    const external = screen.getByRole("link", { name: /another site/ });
    expect(external).toHaveAttribute("target", "_blank");
    await user.click(external);
    await user.click(screen.getByRole("link", { name: "the same page" }));
    expect(shouldRestorePanel(domain)).toBe(false);
    await user.click(screen.getByRole("link", { name: "the install guide" }));
    expect(shouldRestorePanel(domain)).toBe(false); // still on /guides/start
    history.pushState(null, "", "/guides/other");
    expect(shouldRestorePanel(domain)).toBe(false);
  });

  test('nothing is kept with threadStorage "none" (the next page would have no conversation to show)', async () => {
    const { user, domain } = await answeredWithLinks({ threadStorage: "none" });
    await user.click(screen.getByRole("link", { name: "the install guide" }));
    history.pushState(null, "", "/guides/install");
    expect(shouldRestorePanel(domain)).toBe(false);
  });
});
