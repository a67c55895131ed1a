import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Key, remote } from "webdriverio";
import type { OpenOptions, ReaderBrowser, ReaderPage } from "../scenarios/ReaderDriver";
import { MINIBROWSER, missingEngine, WEBKIT_DRIVER, XVFB_RUN } from "./engineBinaries";
import { keyChord } from "./keyChord";

type Session = WebdriverIO.Browser;

/** Its windows are never narrower than this: narrower viewports are an iframe of that width at the page's corner. */
const NARROWEST_WINDOW = 447;

const KEYS: Record<string, string> = { Control: Key.Ctrl, Shift: Key.Shift, Alt: Key.Alt, Meta: Key.Command, Enter: Key.Enter, Tab: Key.Tab, Escape: Key.Escape, End: Key.End, Home: Key.Home, Backspace: Key.Backspace, ArrowDown: Key.ArrowDown, ArrowUp: Key.ArrowUp };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * One WebKitWebDriver under its own X server (`xvfb-run -a`: MiniBrowser has no headless mode) and
 * its session. GTK settings give the reader's preferences: reduced motion, and dark with `--dark-mode`.
 */
async function startSession(scheme: "light" | "dark"): Promise<{ session: Session; stop: () => Promise<void> }> {
  const config = mkdtempSync(join(tmpdir(), "daw-webkit-"));
  mkdirSync(join(config, "gtk-3.0"));
  writeFileSync(join(config, "gtk-3.0", "settings.ini"), `[Settings]\ngtk-enable-animations=false\ngtk-application-prefer-dark-theme=${scheme === "dark"}\n`);
  const port = await freePort();
  const driver: ChildProcess = spawn(XVFB_RUN, ["-a", WEBKIT_DRIVER, `--port=${port}`], {
    env: { ...process.env, XDG_CONFIG_HOME: config },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  driver.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  driver.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (driver.exitCode === null && driver.pid) {
      const exited = new Promise((resolve) => driver.once("exit", resolve));
      process.kill(-driver.pid, "SIGTERM");
      await exited;
    }
    rmSync(config, { recursive: true, force: true });
  };
  try {
    const session = await remote({
      hostname: "127.0.0.1",
      port,
      logLevel: "error",
      connectionRetryCount: 20,
      connectionRetryTimeout: 60_000,
      capabilities: {
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: scheme === "dark" ? ["--automation", "--dark-mode"] : ["--automation"] },
        "wdio:enforceWebDriverClassic": true,
      } as WebdriverIO.Capabilities,
    });
    return {
      session,
      stop: async () => {
        await session.deleteSession().catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw new Error(`WebKitWebDriver gave no session: ${error instanceof Error ? error.message : String(error)}\n${output}`, { cause: error });
  }
}

/** Sizes the window so that the viewport is `width` x `height` (the window's own chrome measured, not guessed). */
async function setViewport(session: Session, width: number, height: number): Promise<void> {
  let window = { width, height };
  // The X server applies a size a moment later, and a request it has not applied yet can land after a
  // measure: each measure waits until the window has the size last asked for.
  for (let attempt = 0; attempt < 20; attempt++) {
    await session.setWindowSize(window.width, window.height);
    const asked = window;
    await session.waitUntil(
      async () => {
        const now = await session.getWindowSize();
        return now.width === asked.width && now.height === asked.height;
      },
      { timeout: 10_000, timeoutMsg: `WebKit: the window never became ${asked.width}x${asked.height}` },
    );
    const inner = await session.execute(() => ({ width: innerWidth, height: innerHeight }));
    if (inner.width === width && inner.height === height) return;
    window = { width: window.width + width - inner.width, height: window.height + height - inner.height };
  }
  throw new Error(`WebKit: the viewport never became ${width}x${height}`);
}

/**
 * The shared scenarios' driver for WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver (classic
 * WebDriver, webdriverio). Input is real (W3C actions, a drag is one chain); console output never
 * reaches the driver, which the page probe makes up for. Pages share the session's profile: each
 * comes from an origin of its own (`startReaderSite`), so storage still starts empty.
 */
export function webkitReader(): ReaderBrowser {
  const missing = missingEngine("webkit");
  if (missing) throw new Error(missing);
  const sessions = new Map<"light" | "dark", ReturnType<typeof startSession>>();
  return {
    engine: "webkit",
    async open(url: string, { width, height, colorScheme = "light" }: OpenOptions) {
      if (!sessions.has(colorScheme)) sessions.set(colorScheme, startSession(colorScheme));
      const { session } = await sessions.get(colorScheme)!;
      const framed = width < NARROWEST_WINDOW;
      await setViewport(session, Math.max(width, NARROWEST_WINDOW), height);
      if (framed) {
        await session.url(`data:text/html,${encodeURIComponent(`<!doctype html><style>html,body{margin:0;overflow:hidden}iframe{display:block;border:0;width:${width}px;height:${height}px}</style><iframe src="${url}"></iframe>`)}`);
        await session.switchToFrame(0);
      } else {
        await session.url(url);
      }
      await session.waitUntil(() => session.execute(() => document.readyState === "complete" && "__reader" in window).catch(() => false), { timeout: 30_000 });
      const pointer = () => session.action("pointer", { parameters: { pointerType: "mouse" } });
      const at = ({ x, y }: { x: number; y: number }) => ({ x: Math.round(x), y: Math.round(y), origin: "viewport" as const });
      const reader: ReaderPage = {
        engine: "webkit",
        evaluate: (fn, arg) => session.execute(fn as never, arg) as never,
        click: (point) => pointer().move(at(point)).down({ button: 0 }).up({ button: 0 }).perform(),
        doubleClick: (point) => pointer().move(at(point)).down({ button: 0 }).up({ button: 0 }).down({ button: 0 }).up({ button: 0 }).perform(),
        async press(keys) {
          const { modifiers, key } = keyChord(keys);
          let chain = session.action("key");
          for (const modifier of modifiers) chain = chain.down(KEYS[modifier] ?? modifier);
          chain = chain.down(KEYS[key] ?? key).up(KEYS[key] ?? key);
          for (const modifier of [...modifiers].reverse()) chain = chain.up(KEYS[modifier] ?? modifier);
          await chain.perform();
        },
        async type(text) {
          let chain = session.action("key");
          for (const character of text) chain = chain.down(character).up(character);
          await chain.perform();
        },
        async drag(from, to) {
          // One chain: WebKitWebDriver ends a pointer's press between chains.
          let chain = pointer().move(at(from)).down({ button: 0 });
          for (let step = 1; step <= 8; step++) chain = chain.move({ ...at({ x: from.x + ((to.x - from.x) * step) / 8, y: from.y + ((to.y - from.y) * step) / 8 }), duration: 10 });
          await chain.up({ button: 0 }).perform();
        },
        async reload() {
          await session.execute(() => {
            Object.assign(window, { __beforeReload: true });
            setTimeout(() => location.reload());
          });
          await session.waitUntil(() => session.execute(() => !("__beforeReload" in window) && document.readyState === "complete" && "__reader" in window).catch(() => false), { timeout: 30_000 });
        },
        async close() {
          if (framed) await session.switchToParentFrame();
          await session.url("about:blank");
        },
      };
      return reader;
    },
    async close() {
      await Promise.all([...sessions.values()].map(async (started) => (await started).stop()));
    },
  };
}
