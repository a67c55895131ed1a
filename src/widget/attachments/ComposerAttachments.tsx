import { useMemo, useRef, useState } from "react";
import type { HeldAttachment } from "../../protocol";
import { useIsomorphicLayoutEffect } from "../../parts/useIsomorphicLayoutEffect";
import { useStableCallback } from "../../parts/useStableCallback";
import { useAssistantPart } from "../assistantContext";
import { LineIcon } from "../LineIcon";
import { adoptAttachmentStyles } from "./adoptAttachmentStyles";
import { AttachmentChip } from "./AttachmentChip";
import { attachmentLabels } from "./attachmentLabels";
import type { AttachmentRefusal } from "./attachmentRefusal";
import { attachmentSettings } from "./attachmentSettings";
import { readHeldAttachment } from "./readHeldAttachment";
import { uniqueName } from "./uniqueName";
import { useFileDrop } from "./useFileDrop";
import { usePastedFiles } from "./usePastedFiles";

/**
 * The composer's files, where `attachments` is on: the `Attach files` button (the system's file
 * picker, the camera on a phone), files dropped on the panel and pasted into the message box, one
 * removable chip per file, and an alert that says why a file was not taken (its type, its size, one
 * too many, its content) or which file to remove for the question to be sent. A file refused never
 * costs one already attached. Loaded with the attachments' code, only where files are on.
 */
export function ComposerAttachments() {
  const { chat, labels, input, composerRef, focusComposer } = useAssistantPart("AssistantComposer");
  const text = useMemo(() => attachmentLabels(labels), [labels]);
  const settings = useMemo(() => attachmentSettings(chat.attachments ?? {}), [chat.attachments]);
  const files = chat.pendingAttachments;
  const attachButton = useRef<HTMLButtonElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // The last attempt's refusals, shown until the conversation moves on (a question sent, another one shown).
  const [refused, setRefused] = useState<{ at: number; refusals: AttachmentRefusal[] }>({ at: -1, refusals: [] });
  const refusals = refused.at === chat.messages.length ? refused.refusals : [];
  const [announcement, setAnnouncement] = useState("");
  const focusAfterRemoval = useRef<number | undefined>(undefined);

  useIsomorphicLayoutEffect(() => {
    if (attachButton.current) adoptAttachmentStyles(attachButton.current);
  }, []);

  const addFiles = useStableCallback(async (given: File[]) => {
    if (given.length === 0) return;
    const readings = await Promise.all(given.map((file) => readHeldAttachment(file, uniqueName(file.name, new Set()), settings)));
    const refusals: AttachmentRefusal[] = [];
    const added: HeldAttachment[] = [];
    chat.updateAttachments((current) => {
      refusals.length = 0;
      added.length = 0;
      const taken = new Set(current.map((file) => file.name));
      for (const reading of readings) {
        if (reading.refusal) refusals.push(reading.refusal);
        else if (current.length + added.length >= settings.maxFiles) refusals.push({ reason: "count", name: reading.held.name, limit: settings.maxFiles });
        else {
          const name = uniqueName(reading.held.name, taken);
          taken.add(name);
          added.push({ ...reading.held, name });
        }
      }
      return added.length > 0 ? [...current, ...added] : current;
    });
    setRefused({ at: chat.messages.length, refusals });
    if (added.length > 0) setAnnouncement(added.map((file) => text.attachmentAdded(file.name)).join(". "));
  });
  const remove = useStableCallback((file: HeldAttachment, byKey: boolean) => {
    if (byKey) focusAfterRemoval.current = files.indexOf(file);
    chat.updateAttachments((current) => current.filter((kept) => kept.name !== file.name));
    setRefused({ at: chat.messages.length, refusals: [] });
    setAnnouncement(text.attachmentRemoved(file.name));
  });
  // Delete on a chip moves focus to the chip now in its place, the one before it, or the message box.
  useIsomorphicLayoutEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === undefined) return;
    focusAfterRemoval.current = undefined;
    const chips = list.current?.querySelectorAll<HTMLButtonElement>(".daw-chip-show");
    const next = chips?.[Math.min(index, chips.length - 1)];
    if (next) next.focus();
    else focusComposer();
  }, [files, focusComposer]);
  useFileDrop(attachButton, addFiles, text.dropFiles);
  usePastedFiles(composerRef, addFiles);

  // The same count as Send's: the question as typed, the files, the history a request carries.
  const tooLarge = files.length > 0 ? chat.attachmentToRemove(input) : undefined;
  const problems = tooLarge === undefined ? refusals : [...refusals, { reason: "request" as const, name: tooLarge, limit: settings.maxRequestBytes }];

  return (
    <>
      {files.length > 0 && (
        <ul ref={list} className="daw-chips daw-attachments" part="attachment-chips" aria-label={text.pendingAttachments}>
          {files.map((file) => (
            <AttachmentChip key={file.name} file={file} labels={text} onRemove={(byKey) => remove(file, byKey)} />
          ))}
        </ul>
      )}
      {problems.length > 0 && (
        <div role="alert" className="daw-attachment-alert" part="attachment-alert">
          {problems.map((problem, index) => (
            <p key={index} dir="auto">
              {text.attachmentRefused(problem)}
            </p>
          ))}
        </div>
      )}
      <span role="status" className="daw-visually-hidden">
        {announcement}
      </span>
      <button
        ref={attachButton}
        type="button"
        className="daw-action daw-icon-action daw-attach"
        part="attach-button"
        aria-label={text.attachFiles}
        title={text.attachFiles}
        onClick={() => picker.current?.click()}
      >
        <LineIcon size={18}>
          <path d="M21 11.5 12.5 20a5 5 0 0 1-7-7l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4L15.5 7.6" />
        </LineIcon>
      </button>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        accept={settings.accept.join(",")}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = "";
          void addFiles(chosen);
        }}
      />
    </>
  );
}
