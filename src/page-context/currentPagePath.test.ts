import { currentPagePath } from "./currentPagePath";

afterEach(() => {
  vi.unstubAllGlobals();
});

test("without a location (a server) there is no path, and importing touched nothing", () => {
  expect(typeof location).toBe("undefined");
  expect(currentPagePath()).toBeUndefined();
});

test("reads location.pathname at call time", () => {
  vi.stubGlobal("location", { pathname: "/docs/install" });
  expect(currentPagePath()).toBe("/docs/install");
  vi.stubGlobal("location", { pathname: "/docs/config" });
  expect(currentPagePath()).toBe("/docs/config");
});
