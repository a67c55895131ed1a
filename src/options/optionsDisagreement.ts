import type { OptionName, WIDGET_OPTIONS } from "./widgetOptions";

type Options = typeof WIDGET_OPTIONS;

/** Where an interface of options lives: `AssistantWidgetProps` (`react`) or `DocsAssistant.mount`'s options (`embed`). */
type Scope = "react" | "embed";

/** The options described for `scope`: those without `only`, and those `only` there. */
export type OptionsOf<S extends Scope> = { [K in OptionName]: Options[K] extends { only: infer Only } ? (Only extends S ? K : never) : K }[OptionName];

type Fits<A, B> = [A] extends [B] ? true : false;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * What the script tag reads an attribute of kind `Kind` into, for an option whose values are `Value`;
 * `unknown`, which fits no option, where the kind cannot make one (an object's key `Value` lacks).
 */
type AttributeValue<Kind, Value> = Kind extends "text"
  ? string
  : Kind extends "flag"
    ? boolean
    : Kind extends "textOrFalse"
      ? string | false
      : Kind extends "positive"
        ? number
        : Kind extends "list"
          ? string[]
          : // Names the option's reader checks where it uses them (the script tag stays small).
            Kind extends "commaList"
            ? Value extends readonly (infer Name extends string)[]
              ? Name[]
              : unknown
          : Kind extends "stringsJson"
            ? { [Key in keyof Value as Value[Key] extends string | undefined ? Key : never]?: string }
            : Kind extends Readonly<Record<string, infer Key extends string>>
              ? [Exclude<Key, keyof Value>] extends [never]
                ? { [K in Key]?: string }
                : unknown
              : unknown;

type RequiredAgrees<P, K extends keyof P & OptionName> = Same<Partial<Pick<P, K>> extends Pick<P, K> ? false : true, Options[K] extends { required: true } ? true : false>;

/** A list of words is the option's type exactly; any other kind reads into a value the option takes. */
type AttributeAgrees<P, K extends keyof P & OptionName> = Options[K] extends { attribute: infer Kind }
  ? Kind extends readonly string[]
    ? Same<Kind[number], NonNullable<P[K]>>
    : Fits<AttributeValue<Kind, NonNullable<P[K]>>, NonNullable<P[K]>>
  : true;

type DefaultAgrees<P, K extends keyof P & OptionName> = Options[K] extends { default: infer Default } ? Fits<Default, Readonly<NonNullable<P[K]>>> : true;

/**
 * The names on which the interface `P` and the options' description (`WIDGET_OPTIONS`) part ways:
 * a key of `P` not described, an option described for `S` that `P` lacks, or one whose requiredness,
 * attribute's type or default differs. `never` when they agree.
 */
export type OptionsDisagreement<P, S extends Scope> =
  | Exclude<keyof P, OptionsOf<S>>
  | Exclude<OptionsOf<S>, keyof P>
  | {
      [K in keyof P & OptionsOf<S>]: [RequiredAgrees<P, K>, AttributeAgrees<P, K>, DefaultAgrees<P, K>] extends [true, true, true] ? never : K;
    }[keyof P & OptionsOf<S>];

/** Compiles only when `Names` is `never`; otherwise the compiler's message names them. */
export type NoneOf<Names extends never> = Names;
