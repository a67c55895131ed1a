import { lazy, type ComponentType } from "react";
import type { SentAttachmentsProps } from "./SentAttachments";

/** What shows where the attachments' chunk could not be fetched: nothing. */
function Nothing(): null {
  return null;
}

// One chunk for both: files are off unless a site turns them on, and a question with files is shown
// only where they were (or a stored conversation kept some). A chunk that cannot be fetched (the
// reader went offline) leaves the message box and the questions as they are, without their files.
const load = (): Promise<{ composer: ComponentType; sent: ComponentType<SentAttachmentsProps> }> =>
  import("./attachmentViews").then(
    (views) => ({ composer: views.ComposerAttachments, sent: views.SentAttachments }),
    () => ({ composer: Nothing, sent: Nothing }),
  );

/** The composer's files (`ComposerAttachments`), loaded on first render. */
export const LazyComposerAttachments = lazy(() => load().then((views) => ({ default: views.composer })));

/** The files under a sent question (`SentAttachments`), loaded on first render. */
export const LazySentAttachments = lazy(() => load().then((views) => ({ default: views.sent })));
