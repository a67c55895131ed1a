import { z } from "zod";

/**
 * Turns zod's issues into the house's error sentences: `field: rule`, where the field is the
 * path of the offending value in the request (`messages[0].parts[1].text`) and the rule is the
 * one from the service interface that it broke (`required`, `at most 200 characters`, `one of: code, textSelection`).
 */
export const ruleErrorMap: z.ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      if (issue.received === "undefined") return { message: "required" };
      return { message: `must be ${article(issue.expected)}` };
    case z.ZodIssueCode.invalid_literal:
      return { message: `must be ${JSON.stringify(issue.expected)}` };
    case z.ZodIssueCode.invalid_enum_value:
      return { message: `one of: ${issue.options.join(", ")}` };
    case z.ZodIssueCode.invalid_union_discriminator:
      return { message: `one of: ${issue.options.map(String).join(", ")}` };
    case z.ZodIssueCode.too_big:
      if (issue.type === "string") return { message: `at most ${issue.maximum} characters` };
      if (issue.type === "array") return { message: `at most ${issue.maximum} items` };
      return { message: `at most ${issue.maximum}` };
    case z.ZodIssueCode.too_small:
      if (issue.type === "string") return { message: `at least ${issue.minimum} character${issue.minimum === 1 ? "" : "s"}` };
      if (issue.type === "array") return { message: `at least ${issue.minimum} item${issue.minimum === 1 ? "" : "s"}` };
      return { message: `at least ${issue.minimum}` };
    case z.ZodIssueCode.invalid_string:
      if (issue.validation === "datetime") return { message: "an ISO 8601 date-time" };
      return { message: `a valid ${String(issue.validation)}` };
    default:
      return { message: ctx.defaultError };
  }
};

function article(expected: string): string {
  if (expected === "integer") return "an integer";
  if (expected === "array" || expected === "object") return `an ${expected}`;
  return `a ${expected}`;
}

/** One broken rule, ready for a 400 body or an error message. */
export interface RuleViolation {
  /** Path of the offending value, e.g. `messages[0].parts[1].text`; `body` for the whole body. */
  field: string;
  /** The rule it broke, e.g. `at most 200 characters`. */
  rule: string;
  /** `field: rule`. */
  message: string;
}

/** Renders a zod path as the field name users see: `messages[0].parts[1].text`. */
export function fieldName(path: ReadonlyArray<string | number>): string {
  if (path.length === 0) return "body";
  return path.reduce<string>((name, key) => {
    if (typeof key === "number") return `${name}[${key}]`;
    return name ? `${name}.${key}` : key;
  }, "");
}

/** The first issue of a failed parse as a {@link RuleViolation}. */
export function firstViolation(error: z.ZodError): RuleViolation {
  const issue = error.issues[0];
  if (!issue) return { field: "body", rule: "invalid", message: "body: invalid" };
  const field = fieldName(issue.path);
  return { field, rule: issue.message, message: `${field}: ${issue.message}` };
}

/** A validator's answer: the parsed value, or the first rule the input broke. */
export type Validation<T> = { ok: true; value: T } | { ok: false; error: RuleViolation };

/** Builds a validator that never throws and reports `field: rule`. */
export function validatorFor<S extends z.ZodTypeAny>(schema: S) {
  return (input: unknown): Validation<z.output<S>> => {
    const parsed = schema.safeParse(input, { errorMap: ruleErrorMap });
    if (parsed.success) return { ok: true, value: parsed.data };
    return { ok: false, error: firstViolation(parsed.error) };
  };
}
