import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CitedPage } from "../protocol";
import { SourceList } from "./SourceList";

const pages: CitedPage[] = [
  { id: "https://elsewhere.example/a", url: "https://elsewhere.example/a", title: "Elsewhere" },
  { id: "/guides/install", url: "/guides/install", title: "Installation", path: "/guides/install" },
  { id: "javascript:alert(1)", url: "javascript:alert(1)", title: "Evil page" },
  { id: "data:text/html,x", url: "data:text/html,<script>alert(1)</script>", title: "Data page" },
];

describe("SourceList", () => {
  test("a numbered list of cited pages, each item data-part=source, named by its title", () => {
    const { container } = render(<SourceList pages={pages} />);
    const list = screen.getByRole("group", { name: "Sources" });
    expect(within(list).getByRole("list").tagName).toBe("OL");
    const items = container.querySelectorAll('[data-part="source"]');
    expect([...items].map((item) => item.textContent)).toEqual(["1Elsewhere (opens in a new tab)", "2Installation", "3Evil page", "4Data page"]);
    // A page's address is not its name: no slug is shown.
    expect(screen.queryByText(/guides/i)).toBeNull();
  });

  test("pages that share a title are told apart by their version or language", () => {
    render(
      <SourceList
        pages={[
          { id: "a", url: "/guides/install", title: "Installation", version: "v2", language: "en" },
          { id: "b", url: "/fr/guides/install", title: "Installation", version: "v2", language: "fr" },
          { id: "c", url: "/v1/guides/install", title: "Installation", version: "v1", language: "en" },
        ]}
      />,
    );
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Installation v2 · EN", "Installation v2 · FR", "Installation v1 · EN"]);
  });

  test("pages listed under a not-covered answer are the closest pages, not sources", () => {
    render(<SourceList pages={pages.slice(1, 2)} kind="closest" />);
    expect(screen.getByRole("group", { name: "Closest pages" })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Sources" })).toBeNull();
  });

  test("safe links: external ones in a new tab without opener; refused URLs are text only", () => {
    const { container } = render(<SourceList pages={pages} />);
    const external = screen.getByRole("link", { name: /Elsewhere/ });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(screen.getByRole("link", { name: "Installation" })).toHaveAttribute("href", "/guides/install");
    expect(screen.getAllByRole("link")).toHaveLength(2);
    expect(screen.getByText("Evil page").closest("a")).toBeNull();
    for (const element of container.querySelectorAll("[href]")) {
      expect(element.getAttribute("href")).not.toMatch(/^(javascript|data):/i);
    }
  });

  test("reports the page the reader follows", async () => {
    const user = userEvent.setup();
    const onSourceClick = vi.fn();
    render(<SourceList pages={pages} onSourceClick={onSourceClick} />);
    const link = screen.getByRole("link", { name: "Installation" });
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    expect(onSourceClick).toHaveBeenCalledWith(pages[1]);
  });

  test("no pages, no list", () => {
    const { container } = render(<SourceList pages={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
