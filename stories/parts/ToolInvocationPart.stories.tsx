import type { ToolInvocation } from "@ai-sdk/ui-utils";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { markNotFoundPart, searchPart, toolPart } from "../../src/parts/exampleMessages";
import type { UIPart } from "../../src/parts/samePart";
import { ToolInvocationPart } from "../../src/parts/ToolInvocationPart";
import { withDawRoot } from "./withDawRoot";

function invocation(part: UIPart): ToolInvocation {
  if (part.type !== "tool-invocation") throw new Error("not a tool invocation");
  return part.toolInvocation;
}

const meta = {
  title: "Parts/ToolInvocationPart",
  component: ToolInvocationPart,
  decorators: [withDawRoot],
  args: { toolInvocation: invocation(searchPart("result", "install the widget")) },
} satisfies Meta<typeof ToolInvocationPart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SearchPartialCall: Story = { args: { toolInvocation: invocation(searchPart("partial-call", "install the widget")) } };
export const SearchCall: Story = { args: { toolInvocation: invocation(searchPart("call", "install the widget")) } };
export const SearchResult: Story = {};
export const SearchResultBareArray: Story = {
  args: { toolInvocation: invocation(searchPart("result", "install the widget", undefined, "array")) },
};
export const MarkNotFound: Story = { args: { toolInvocation: invocation(markNotFoundPart()) } };
export const UnknownToolPartialCall: Story = {
  args: { toolInvocation: invocation(toolPart("getWeather", "partial-call", { city: "Ber" })) },
};
export const UnknownToolCall: Story = { args: { toolInvocation: invocation(toolPart("getWeather", "call", { city: "Berlin" })) } };
export const UnknownToolResult: Story = {
  args: {
    toolInvocation: invocation(
      toolPart("getWeather", "result", { city: "Berlin" }, { temperature: 21, html: "<img src=x onerror=alert(1)>", link: "javascript:alert(1)" }),
    ),
  },
};
/** A result far longer than the panel: cut short with a note. Open the details. */
export const LargeResult: Story = {
  args: { toolInvocation: invocation(toolPart("fetchPage", "result", { path: "/guides" }, { content: "lorem ipsum ".repeat(5000) })) },
};
