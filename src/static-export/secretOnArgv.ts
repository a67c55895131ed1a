import { printable } from "./printable";

/** Words that make a flag a secret, in its name lower-cased with `-` and `_` removed (`--admin_key`, `--apiKey`, `--auth-token`). */
const SECRET_FLAG_WORDS = /key|token|secret|passw|auth|bearer|credential/;
/** The whole shape of an API key (`svc_…`, `svc_dsc_…`), as a value on its own. */
const KEY_SHAPE = /^svc_[A-Za-z0-9_-]+$/;

/**
 * Why `argv` holds a secret, in words that never repeat it, or `undefined`. The admin key comes
 * from `ADMIN_API_KEY` only: on the command line it would land in shell history and process lists.
 * Caught: any flag named like a key or token (`--x` or Go's `-x`, with `=value` or a separate value), and any value
 * shaped like a key (`--domain svc_…`, `-ksvc_…`, a bare `svc_…`), whatever flag carries it.
 */
export function secretOnArgv(argv: readonly string[]): string | undefined {
  const why = "the admin key is read from the ADMIN_API_KEY environment variable only (a flag would land in shell history and process lists)";
  for (const arg of argv) {
    if (valuesOf(arg).some((value) => KEY_SHAPE.test(value))) return `an argument looks like an API key (svc_…) and is not accepted: ${why}`;
    const flag = /^--?([^=]+)/.exec(arg)?.[1];
    if (flag && SECRET_FLAG_WORDS.test(flag.toLowerCase().replace(/[-_]/g, ""))) {
      // After a single dash the name may run into a value (`-kVALUE`): only a `--name` is repeated.
      const named = arg.startsWith("--") ? printable(`--${flag}`) : "a flag named like a key or token";
      return `${named} is not accepted: ${why}`;
    }
  }
  return undefined;
}

/**
 * `message` (a usage error of commander's) with the value of every `--flag=value` and `-xVALUE`
 * of `argv` replaced by `…`: an unknown option is quoted whole, and its value may be a secret.
 */
export function withoutArgValues(message: string, argv: readonly string[]): string {
  let safe = message;
  for (const arg of argv) {
    const equals = /^(--[^=]+=)./.exec(arg);
    const attached = /^(-[^-])./.exec(arg);
    const keep = equals?.[1] ?? attached?.[1];
    if (keep) safe = safe.split(arg).join(`${keep}…`);
  }
  return safe;
}

function valuesOf(arg: string): string[] {
  if (arg.startsWith("--")) return arg.includes("=") ? [arg.slice(arg.indexOf("=") + 1)] : [];
  if (arg.startsWith("-")) return [arg.slice(2)];
  return [arg];
}
