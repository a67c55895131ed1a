import { BlockList, isIPv6 } from "node:net";
import { MOCK_DEFAULTS } from "./config";

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");
LOOPBACK.addSubnet("::ffff:127.0.0.0", 104, "ipv6");

/** Where a server listens and the keys it takes: what decides whether its start needs a warning. */
export interface Exposure {
  /** The address it is bound to (`server.address().address`). */
  address: string;
  port: number;
  assistantKey: string;
  adminKey: string;
}

/**
 * A sentence for whoever starts the mock where others can reach it (any address but loopback)
 * while it still takes the demo keys every copy of it prints: then anyone on that network can use
 * them, the admin key included. `undefined` when it listens on loopback only or both keys are its own.
 */
export function exposureWarning({ address, port, assistantKey, adminKey }: Exposure): string | undefined {
  if (LOOPBACK.check(address, isIPv6(address) ? "ipv6" : "ipv4")) return undefined;
  const demo = [
    ...(assistantKey === MOCK_DEFAULTS.assistantKey ? [`assistant key ${assistantKey}`] : []),
    ...(adminKey === MOCK_DEFAULTS.adminKey ? [`admin key ${adminKey}`] : []),
  ];
  if (demo.length === 0) return undefined;
  const where = isIPv6(address) ? `[${address}]:${port}` : `${address}:${port}`;
  return (
    `listening on ${where}, beyond this machine, with the well-known demo ${demo.join(" and ")}: anyone who can reach it can use ` +
    `${demo.length === 1 ? "it" : "them"}. Set your own with --assistant-key and --admin-key (MOCK_ASSISTANT_KEY, MOCK_ADMIN_KEY), or listen on 127.0.0.1.`
  );
}
