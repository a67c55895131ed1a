import { lazy } from "react";

// One chunk for both: files are off unless a site turns them on, and a question with files is shown
// only where they were (or a stored conversation kept some).
const load = () => import("./attachmentViews");

/** The composer's files (`ComposerAttachments`), loaded on first render. */
export const LazyComposerAttachments = lazy(() => load().then((module) => ({ default: module.ComposerAttachments })));

/** The files under a sent question (`SentAttachments`), loaded on first render. */
export const LazySentAttachments = lazy(() => load().then((module) => ({ default: module.SentAttachments })));
