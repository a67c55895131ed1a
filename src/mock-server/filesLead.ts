import { answerPhrases, joinWords, type AnswerPhrases } from "./answerPhrases";
import { fenced } from "./fenced";
import type { QuestionFile } from "./questionFiles";
import type { FileReading } from "./readQuestionFile";

const FORMATS: Record<string, string> = { "image/png": "PNG", "image/jpeg": "JPEG", "image/webp": "WebP", "image/gif": "GIF" };

/**
 * What the answer says first about the files that came with the question: each text file named, with
 * the settings it makes that the docs explain (`Your file nimbus.yaml sets retries: 0 …`) or the
 * lines they explain; images named with their kind, which the mock cannot look at.
 */
export function filesLead(readings: readonly FileReading[], images: readonly QuestionFile[], phrases: AnswerPhrases = answerPhrases("en")): string[] {
  const blocks: string[] = [];
  if (images.length > 0) {
    const named = images.map((image) => `${inlineCode(image.name)} (${phrases.imageKind(FORMATS[image.mediaType] ?? image.mediaType)})`);
    blocks.push(phrases.cannotSeeImages(joinWords(named, phrases), readings.length === 0));
  }
  for (const { file, settings, lines, language } of readings) {
    const name = inlineCode(file.name);
    if (settings.length > 0) blocks.push(phrases.fileSettings(name, joinWords(settings.map(({ key, value }) => inlineCode(`${key}: ${value}`)), phrases)));
    else if (lines.length > 0) blocks.push(phrases.fileLines(name), fenced(lines.join("\n"), language));
    else blocks.push(phrases.fileNothing(name));
  }
  return blocks;
}

/** Text as inline code, whatever backticks it holds (a file name is the reader's to choose). */
export function inlineCode(text: string): string {
  const line = text.replace(/\s+/g, " ");
  const longestRun = Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = "`".repeat(longestRun + 1);
  const pad = line.startsWith("`") || line.endsWith("`") ? " " : "";
  return `${ticks}${pad}${line}${pad}${ticks}`;
}
