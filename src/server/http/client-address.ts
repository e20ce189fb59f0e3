/**
 * Who is asking: the address every per-address limit counts (issue 18). Behind a reverse proxy the
 * socket's peer is the proxy, so one client's failed sign-ins would lock everyone out. With
 * `TRUST_PROXY`, `X-Forwarded-For` is read, but only through the proxies named there (addresses,
 * CIDR ranges or proxy-addr's names such as `loopback`) or a number of hops: a client cannot
 * spoof its address by sending the header itself. Off by default.
 */
import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";
import { StartupError } from "../startup-error";

/** `TRUST_PROXY`: off, a number of proxy hops in front of us, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/** Reads TRUST_PROXY; throws in French on an address proxy-addr cannot read. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0" || text === "false") return false;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
  try {
    proxyAddr.compile(list);
  } catch {
    throw new StartupError(`TRUST_PROXY illisible : « ${text} » (attendu : un nombre de proxys, ou des adresses IP ou plages CIDR séparées par des virgules)`);
  }
  return list;
}

/** The function that gives a request's client address under this trust. */
export function clientAddressResolver(trust: TrustProxy): (req: IncomingMessage) => string {
  if (trust === false) return (req) => req.socket.remoteAddress ?? "unknown";
  const trusted = typeof trust === "number" ? (_address: string, hop: number) => hop < trust : proxyAddr.compile(trust);
  return (req) => proxyAddr(req, trusted);
}
