import { useEffect, useLayoutEffect } from "react";

/** A layout effect in the browser, a plain effect on the server (where React warns about layout effects). */
export const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
