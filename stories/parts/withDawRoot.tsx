import type { Decorator } from "@storybook/react-vite";
import { StrictMode } from "react";

/** Every part story renders inside the widget's root class (its CSS is scoped there), in StrictMode. */
export const withDawRoot: Decorator = (Story) => (
  <StrictMode>
    <div className="daw-root" style={{ maxWidth: 560, padding: 16 }}>
      <Story />
    </div>
  </StrictMode>
);
