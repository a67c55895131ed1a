import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "storybook-static/", "coverage/", "examples/", "**/node_modules/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // The URL policy, the error details and the CLI's printing exist to find control characters:
      // every control range in a regular expression here is meant.
      "no-control-regex": "off",
      // A binding assigned once, after a closure that reads it was made (a callback wired before its target).
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      // A leading underscore names what is taken out on purpose (a rest sibling, an unused argument).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // Vitest's global setups and the test fixtures' components are not the widget's hooks.
    files: ["test/build/**", "test/browser/fixtures/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "react-hooks/set-state-in-effect": "off" },
  },
);
