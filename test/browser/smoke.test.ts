import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { launchBrowser, openPage } from "./launchBrowser";

test("the packaged Chromium opens a local page, runs script and enforces CORS", async () => {
  const server = createServer((req, res) => {
    if (req.url === "/data") {
      res.end("secret");
      return;
    }
    res.setHeader("content-type", "text/html");
    res.end("<button onclick=\"this.textContent='clicked'\">Press</button>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await launchBrowser();
  try {
    const { page, pageErrors } = await openPage(browser);
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByRole("button", { name: "Press" }).click();
    expect(await page.getByRole("button").textContent()).toBe("clicked");
    // A cross-origin read without CORS headers must fail: the browser keeps web security on.
    const crossOrigin = await page.evaluate(async (url) => {
      try {
        await (await fetch(url)).text();
        return "read";
      } catch {
        return "blocked";
      }
    }, `http://localhost:${port}/data`);
    expect(crossOrigin).toBe("blocked");
    expect(pageErrors.filter((e) => !e.includes("CORS") && !e.includes("Failed to fetch") && !e.includes("net::"))).toEqual([]);
  } finally {
    await browser.close();
    server.close();
  }
});
