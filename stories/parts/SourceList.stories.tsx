import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SourceList } from "../../src/parts/SourceList";
import { withDawRoot } from "./withDawRoot";

const meta = {
  title: "Parts/SourceList",
  component: SourceList,
  decorators: [withDawRoot],
  args: {
    onSourceClick: fn(),
    pages: [
      { id: "1", url: "https://docs.example.com/guides/install", title: "Installation", path: "/guides/install" },
      { id: "2", url: "/reference/config", title: "Configuration reference", path: "/reference/config" },
      { id: "3", url: "https://blog.example.com/launch", title: "Launch post on another site" },
      { id: "4", url: "/guides/a-page-with-a-very-long-path-that-keeps-going-and-going/and-going", title: "/guides/a-page-with-a-very-long-path-that-keeps-going-and-going/and-going" },
    ],
  },
} satisfies Meta<typeof SourceList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A numbered list of cited pages; external ones open in a new tab. */
export const Sources: Story = {};

/** Unsafe URLs (javascript:, data:) show their title as text, never as a link. */
export const UnsafeUrls: Story = {
  args: {
    pages: [
      { id: "a", url: "javascript:alert(1)", title: "javascript: URL" },
      { id: "b", url: "data:text/html,<script>alert(1)</script>", title: "data: URL" },
      { id: "c", url: "/guides/install", title: "A safe page" },
    ],
  },
};
