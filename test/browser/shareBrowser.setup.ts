import { shareBrowser } from "./launchBrowser";

// The browser project's setup file: one Chromium per test worker, not one per file.
shareBrowser();
