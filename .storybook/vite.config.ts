import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Storybook's Vite config: the React plugin and nothing of the library build. */
export default defineConfig({
  plugins: [react()],
});
