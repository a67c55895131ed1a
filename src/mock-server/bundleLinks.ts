import { createHmac, timingSafeEqual } from "node:crypto";

/** Where the mock serves bundles: `/v1/static-export/bundles/{jobId}.tar.gz?expires=…&signature=…`. */
export const BUNDLE_DOWNLOAD_PREFIX = "/v1/static-export/bundles/";
/** A bundle file name: the job id and `.tar.gz`, nothing else (no path can be smuggled in). */
export const BUNDLE_FILE = /^(se_[0-9A-Z]{26})\.tar\.gz$/;

/** HMAC-SHA256 over job id and expiry, hex: what makes a link presigned. */
export function signBundleLink(secret: string, jobId: string, expires: number): string {
  return createHmac("sha256", secret).update(`${jobId}\n${expires}`).digest("hex");
}

/** The presigned link, relative to the server's origin. */
export function bundleLinkPath(secret: string, jobId: string, expires: number): string {
  const query = new URLSearchParams({ expires: String(expires), signature: signBundleLink(secret, jobId, expires) });
  return `${BUNDLE_DOWNLOAD_PREFIX}${jobId}.tar.gz?${query}`;
}

/** Why a link is refused, or `ok`. A tampered link is reported as such even when also expired. */
export type LinkCheck = "ok" | "tampered" | "expired";

export function checkBundleLink(secret: string, jobId: string, url: URL, now: number = Date.now()): LinkCheck {
  const expires = url.searchParams.get("expires") ?? "";
  const signature = url.searchParams.get("signature") ?? "";
  if (!/^\d{1,15}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return "tampered";
  const expected = Buffer.from(signBundleLink(secret, jobId, Number(expires)), "hex");
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) return "tampered";
  return Number(expires) <= now ? "expired" : "ok";
}
