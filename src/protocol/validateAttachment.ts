import { ATTACHMENT_LIMITS, type AttachmentLimits } from "./attachmentLimits";
import { attachmentContentRule, ATTACHMENT_SNIFF_BYTES } from "./attachmentContentRule";
import { attachmentKind, fileExtension, mediaTypeEssence, REFUSED_ATTACHMENT_EXTENSIONS } from "./attachmentTypes";
import { isPlainObject } from "./isPlainObject";
import { dataUrlPrefix, readDataUrl } from "./readDataUrl";
import type { RuleViolation } from "./validationRules";

/** What one version calls an attachment's fields: v1 `url`, `name`, `contentType`; a v2 file part `url`, `filename`, `mediaType`. */
export interface AttachmentFieldNames {
  url: "url";
  name: "name" | "filename";
  type: "contentType" | "mediaType";
}

export const V1_ATTACHMENT_FIELDS: AttachmentFieldNames = { url: "url", name: "name", type: "contentType" };
export const V2_FILE_PART_FIELDS: AttachmentFieldNames = { url: "url", name: "filename", type: "mediaType" };

/** An attachment's fields under neutral names, already known to be strings. */
export interface AttachmentFields {
  url: string;
  name?: string | undefined;
  type?: string | undefined;
}

/** A rule one field of an attachment breaks: the field's own name (`contentType`) and the rule. */
export interface AttachmentRuleBreak {
  key: string;
  rule: string;
}

/** Characters a file name may have. */
export const ATTACHMENT_NAME_MAX_LENGTH = 255;

const ACCEPTED = "images (PNG, JPEG, WebP, GIF) and text files only";
const MEDIA_TYPE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+(\s*;.*)?$/;

/**
 * The rules an attachment breaks, each on the field that breaks it: the URL must be a well-formed
 * data URL (not `https:`, not `javascript:`), its declared type must agree with the type field, the
 * type must be an accepted image or text type (never SVG), the data at most `maxFileBytes` decoded
 * and what its type says (a PNG's signature, text without NUL bytes), and the name no program's or
 * SVG's. Empty when it breaks none. Pure: no zod, no DOM, no `node:*`; reads only the URL's first
 * 8 kB of data.
 */
export function attachmentRuleBreaks(
  fields: AttachmentFields,
  names: AttachmentFieldNames = V1_ATTACHMENT_FIELDS,
  limits: Pick<AttachmentLimits, "maxFileBytes"> = ATTACHMENT_LIMITS,
): AttachmentRuleBreak[] {
  const breaks: AttachmentRuleBreak[] = [];
  if (fields.name !== undefined) {
    const extension = fileExtension(fields.name);
    if (fields.name.length > ATTACHMENT_NAME_MAX_LENGTH) breaks.push({ key: names.name, rule: `at most ${ATTACHMENT_NAME_MAX_LENGTH} characters` });
    else if ((REFUSED_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) breaks.push({ key: names.name, rule: `.${extension} files are not accepted: ${ACCEPTED}` });
  }
  const reading = readDataUrl(fields.url);
  if (!reading.ok) return [{ key: names.url, rule: reading.rule }, ...breaks];
  const dataUrl = reading.value;
  let type = dataUrl.mediaType;
  let typeKey: string = names.url;
  if (fields.type !== undefined) {
    if (!MEDIA_TYPE.test(fields.type)) return [{ key: names.type, rule: `${JSON.stringify(fields.type.slice(0, 60))} is not a media type` }, ...breaks];
    const declared = mediaTypeEssence(fields.type);
    if (dataUrl.declaredType !== "" && declared !== dataUrl.mediaType) {
      return [{ key: names.type, rule: `${declared} disagrees with the data URL's type ${dataUrl.mediaType}` }, ...breaks];
    }
    type = declared;
    typeKey = names.type;
  }
  if (!attachmentKind(type)) {
    const why = type === "image/svg+xml" ? " (an SVG image can carry script)" : "";
    return [{ key: typeKey, rule: `${type} is not accepted${why}: ${ACCEPTED}` }, ...breaks];
  }
  if (dataUrl.byteLength > limits.maxFileBytes) {
    breaks.unshift({ key: names.url, rule: `at most ${describeBytes(limits.maxFileBytes)} decoded; this one is ${describeBytes(dataUrl.byteLength)}` });
    return breaks;
  }
  const content = attachmentContentRule(type, dataUrlPrefix(dataUrl, ATTACHMENT_SNIFF_BYTES));
  if (content) breaks.unshift({ key: names.url, rule: content });
  return breaks;
}

/**
 * Checks a v1 attachment (`{ url, name?, contentType? }`) as the service does. Never throws; each
 * error names its field under `field` (`messages[2].experimental_attachments[0].contentType: …`).
 */
export function validateAttachment(attachment: unknown, field = "attachment", limits?: Pick<AttachmentLimits, "maxFileBytes">): RuleViolation[] {
  return checked(attachment, field, V1_ATTACHMENT_FIELDS, limits);
}

/** Checks a v2 `file` part (`{ type: "file", mediaType, url, filename? }`) as the service does; errors as {@link validateAttachment}'s. */
export function validateFilePart(part: unknown, field = "part", limits?: Pick<AttachmentLimits, "maxFileBytes">): RuleViolation[] {
  return checked(part, field, V2_FILE_PART_FIELDS, limits);
}

/**
 * Checks a message's v1 attachments (`experimental_attachments`): at most `maxFiles`, each as
 * {@link validateAttachment}. `field` is the list's path.
 */
export function validateAttachments(attachments: readonly unknown[], field = "experimental_attachments", limits: AttachmentLimits = ATTACHMENT_LIMITS): RuleViolation[] {
  const errors: RuleViolation[] = [];
  if (attachments.length > limits.maxFiles) errors.push(violation(field, `at most ${limits.maxFiles} items`));
  attachments.forEach((attachment, index) => errors.push(...validateAttachment(attachment, `${field}[${index}]`, limits)));
  return errors;
}

/**
 * Checks a v2 message's parts for files: at most `maxFiles` `file` parts, each as
 * {@link validateFilePart}; other parts are not looked at. `field` is the parts' path.
 */
export function validateFileParts(parts: readonly unknown[], field = "parts", limits: AttachmentLimits = ATTACHMENT_LIMITS): RuleViolation[] {
  const errors: RuleViolation[] = [];
  const files = parts.flatMap((part, index) => (isPlainObject(part) && part.type === "file" ? [{ part, index }] : []));
  if (files.length > limits.maxFiles) errors.push(violation(field, `at most ${limits.maxFiles} file parts`));
  for (const { part, index } of files) errors.push(...validateFilePart(part, `${field}[${index}]`, limits));
  return errors;
}

/** `5 MiB (5242880 bytes)`: what a person reads, and the exact number. */
export function describeBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  const rounded = mib >= 1 ? `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
  return `${rounded} (${bytes} bytes)`;
}

function checked(value: unknown, field: string, names: AttachmentFieldNames, limits?: Pick<AttachmentLimits, "maxFileBytes">): RuleViolation[] {
  if (!isPlainObject(value)) return [violation(field, "must be an object")];
  const errors: RuleViolation[] = [];
  for (const key of [names.url, names.name, names.type]) {
    const present = value[key];
    const required = key === names.url || (key === "mediaType" && names.type === "mediaType");
    if (present === undefined) {
      if (required) errors.push(violation(`${field}.${key}`, "required"));
    } else if (typeof present !== "string") errors.push(violation(`${field}.${key}`, "must be a string"));
  }
  if (errors.length > 0) return errors;
  const fields: AttachmentFields = { url: value[names.url] as string, name: value[names.name] as string | undefined, type: value[names.type] as string | undefined };
  return attachmentRuleBreaks(fields, names, limits).map(({ key, rule }) => violation(`${field}.${key}`, rule));
}

function violation(field: string, rule: string): RuleViolation {
  return { field, rule, message: `${field}: ${rule}` };
}
