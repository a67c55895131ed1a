/**
 * The script-tag build's stand-in for `vfile-message`: the markdown stack makes one only to report a
 * failure (vfile's `message()` and `fail()`, which nothing here calls; hast-util-to-jsx-runtime's
 * style and MDX errors, which answers without inline styles or MDX never reach). Were one made, it
 * is a plain Error with the reason and its options, without the position's formatting: 0.8 kB gzip
 * less for the first answer.
 */
export class VFileMessage extends Error {
  reason: string;
  fatal: boolean | undefined = undefined;
  file: string | undefined;
  url: string | undefined;

  constructor(cause: unknown, options?: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause ?? "");
    super(reason, cause instanceof Error ? { cause } : undefined);
    this.reason = reason;
    if (typeof options === "object" && options !== null && !Array.isArray(options)) {
      const { ruleId, source, cause: original } = options as { ruleId?: unknown; source?: unknown; cause?: unknown };
      Object.assign(this, { ruleId, source }, original === undefined ? {} : { cause: original });
    }
  }
}
