import { withTextFragment } from "./textFragment";

describe("withTextFragment", () => {
  const passage = "Create a new key, deploy it, then revoke the old one. Rotation needs no down-time.";

  test("the page opens at the passage: its first and last words, encoded", () => {
    expect(withTextFragment("/guides/api-keys", passage, true)).toBe(
      "/guides/api-keys#:~:text=Create%20a%20new%20key%2C,Rotation%20needs%20no%20down%2Dtime.",
    );
  });

  test("a short passage whole; after an existing fragment; a directive already there is replaced", () => {
    expect(withTextFragment("https://docs.example.com/a#step-2", "Two words", true)).toBe("https://docs.example.com/a#step-2:~:text=Two%20words");
    expect(withTextFragment("/a#:~:text=old", "New & shiny", true)).toBe("/a#:~:text=New%20%26%20shiny");
  });

  test("the page itself where the browser has no text fragments, for other schemes, and without a passage", () => {
    expect(withTextFragment("/guides/api-keys", passage, false)).toBe("/guides/api-keys");
    expect(withTextFragment("mailto:help@example.com", passage, true)).toBe("mailto:help@example.com");
    expect(withTextFragment("/a", undefined, true)).toBe("/a");
    expect(withTextFragment("/a", "   ", true)).toBe("/a");
  });
});
