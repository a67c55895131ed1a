import { composeEventHandlers } from "@radix-ui/primitive";

/**
 * The props a part gives its element, Radix-style: the site's props, the part's own classes then the
 * site's `className`, and each of the part's `handlers` composed with the site's (the site's runs
 * first; the part's runs unless it called `preventDefault`). The ref is given beside them.
 */
export function partProps<P extends { className?: string }>(props: P, own: string, handlers?: Partial<P>): P & { className: string } {
  const merged: Record<string, unknown> = { ...props, className: props.className ? `${own} ${props.className}` : own };
  for (const key in handlers) merged[key] = composeEventHandlers(props[key] as never, handlers[key] as never);
  return merged as P & { className: string };
}
