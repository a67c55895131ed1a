import type { Meta, StoryObj } from "@storybook/react-vite";
import { StepStartPart } from "../../src/parts/StepStartPart";
import { TextPart } from "../../src/parts/TextPart";
import { withDawRoot } from "./withDawRoot";

const meta = {
  title: "Parts/StepStartPart",
  component: StepStartPart,
  decorators: [withDawRoot],
} satisfies Meta<typeof StepStartPart>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A quiet divider between the steps of an answer (none before the first step). */
export const BetweenSteps: Story = {
  render: () => (
    <div className="daw-message-parts">
      <StepStartPart />
      <TextPart text="First step: I searched the docs." />
      <StepStartPart />
      <TextPart text="Second step: here is the answer." />
    </div>
  ),
};
