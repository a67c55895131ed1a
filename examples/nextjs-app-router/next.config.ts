import type { NextConfig } from "next";

// create-next-app's defaults (Next.js 16): Cache Components on, so every page is prerendered into a
// static shell and the widget, rendered without reading the clock or randomness, is part of it.
const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
};

export default nextConfig;
