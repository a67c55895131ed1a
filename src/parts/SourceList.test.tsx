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
  test("a numbered list of cited pages, each item data-part=source", () => {
    const { container } = render(<SourceList pages={pages} />);
    const list = screen.getByRole("group", { name: "Sources" });
    expect(within(list).getByRole("list").tagName).toBe("OL");
    const items = container.querySelectorAll('[data-part="source"]');
    expect([...items].map((item) => item.textContent)).toEqual([
      "1Elsewhere (opens in a new tab)",
      "2InstallationGuides › Install",
      "3Evil page",
      "4Data page",
    ]);
  });

  test("a path reads as a trail, not raw code, and describes its link", () => {
    render(<SourceList pages={[{ id: "/v1/guides/getting-started", url: "/v1/guides/getting-started", title: "Getting started", path: "/v1/guides/getting-started" }]} />);
    const link = screen.getByRole("link", { name: "Getting started" });
    expect(link).toHaveAccessibleDescription("v1 › Guides › Getting started");
    expect(screen.queryByText("/v1/guides/getting-started")).toBeNull();
  });

  test("a preview of each page's title, trail and address, for hover and focus (drawn by CSS, hidden from screen readers)", () => {
    const { container } = render(<SourceList pages={pages} />);
    const previews = [...container.querySelectorAll(".daw-source-preview")];
    expect(previews).toHaveLength(4);
    expect(previews.every((preview) => preview.getAttribute("aria-hidden") === "true")).toBe(true);
    const texts = (preview: Element) => [...preview.querySelectorAll("[data-text]")].map((element) => element.getAttribute("data-text"));
    expect(texts(previews[0]!)).toEqual(["Elsewhere", "elsewhere.example/a"]);
    expect(texts(previews[1]!)).toEqual(["Installation", "Guides › Install", "/guides/install"]);
    expect(texts(previews[2]!)).toEqual(["Evil page"]);
    expect(texts(previews[3]!)).toEqual(["Data page"]);
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
