import { ATTACHMENT_LIMITS, type AttachmentLimits } from "./attachmentLimits";
import { isPlainObject } from "./isPlainObject";
import type { ApiVersion } from "./uiMessageStreamV2";
import { validateAttachments, validateFileParts } from "./validateAttachment";
import type { RuleViolation } from "./validationRules";

/**
 * The attachments of every message of a request, as the service checks them once the body has its
 * shape: v1 `experimental_attachments` ({@link validateAttachments}), v2 `file` parts
 * ({@link validateFileParts}). Earlier questions of the history are held to the same rules as the
 * last one. Each error names its field from the body's root
 * (`messages[2].experimental_attachments[0].contentType: …`, `messages[2].parts[1].mediaType: …`).
 *
 * Apart from the request schemas (`validateAssistantRequest`, `validateAssistantRequestV2`), which
 * check only the fields' shape, so that code reading messages in a browser does not carry these
 * rules.
 */
export function validateMessageAttachments(messages: readonly unknown[], apiVersion: ApiVersion, limits: AttachmentLimits = ATTACHMENT_LIMITS): RuleViolation[] {
  return messages.flatMap((message, index) => {
    if (!isPlainObject(message)) return [];
    const field = `messages[${index}]`;
    if (apiVersion === "v2") return Array.isArray(message.parts) ? validateFileParts(message.parts, `${field}.parts`, limits) : [];
    const attachments = message.experimental_attachments;
    return Array.isArray(attachments) ? validateAttachments(attachments, `${field}.experimental_attachments`, limits) : [];
  });
}
