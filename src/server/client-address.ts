// The client's address as every limit counts it, and the networks it belongs to. Plain address rules with
// no HTTP in them, so env.ts (TRUST_PROXY) and auth.ts (sign-up budgets) read them without depending on
// the HTTP layer, which sits above both (http/client-ip.ts applies them to each request).

import ipaddr from "ipaddr.js";

/**
 * Which proxies in front of us are believed when they write X-Forwarded-For (TRUST_PROXY): none, a
 * number of hops counted from our socket, or the proxies' own address ranges.
 */
export type ProxyTrust = { hops: number } | { ranges: readonly Range[] };

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = readonly [network: Address, bits: number];

export const NO_PROXY: ProxyTrust = { hops: 0 };

/**
 * TRUST_PROXY as written in the environment: empty, `0` or `false` for none; a whole number of hops (`1`
 * is one load balancer that appends, `true` means the same); or a comma-separated list of CIDRs or
 * addresses of the proxies. Null when it is none of these.
 */
export function parseProxyTrust(value: string | undefined): ProxyTrust | null {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "false") return NO_PROXY;
  if (text === "true") return { hops: 1 };
  if (/^\d{1,2}$/.test(text)) return { hops: Number(text) };
  if (text.length > 2000) return null;
  const ranges = text.split(",").map(rangeOf);
  return ranges.every((r) => r !== null) ? { ranges: ranges as Range[] } : null;
}

function rangeOf(text: string): Range | null {
  const [address = "", bits, ...rest] = text.trim().split("/");
  const network = parsed(address);
  if (!network || rest.length) return null;
  const max = network.kind() === "ipv4" ? 32 : 128;
  if (bits === undefined) return [network, max];
  const n = /^\d{1,3}$/.test(bits) ? Number(bits) : -1;
  return n >= 0 && n <= max ? [network, n] : null;
}

/** An address in its usual written forms only (four decimal parts for IPv4), IPv4-mapped IPv6 as IPv4. */
function parsed(text: string): Address | null {
  if (text.length > 64) return null;
  const valid = text.includes(":") ? ipaddr.IPv6.isValid(text) : ipaddr.IPv4.isValidFourPartDecimal(text);
  return valid ? ipaddr.process(text) : null;
}

const inRanges = (address: Address, ranges: readonly Range[]): boolean =>
  ranges.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits));

// Proxies append; more entries than this are a client writing the header, not a chain of proxies.
const MAX_FORWARDED = 16;

/**
 * The address limits count, taken from the right of the chain [X-Forwarded-For entries…, socket]: every
 * trusted hop (by number, or by range) is skipped, and the first one left is the client. Whatever the
 * client wrote itself stands further left and is never read. IPv6 clients are grouped by their /64,
 * which one household or phone holds whole; an IPv4-mapped IPv6 address is its IPv4 one. Requests made
 * in-process (tests calling app.request) have no socket and count as loopback.
 */
export function clientIpFrom(
  forwardedFor: string | undefined,
  remoteAddress: string | undefined,
  trust: ProxyTrust,
): string {
  const socket = remoteAddress || "127.0.0.1";
  const forwarded = forwardedFor ? forwardedFor.slice(-MAX_FORWARDED * 64).split(",") : [];
  const chain = [...forwarded.slice(-MAX_FORWARDED).map((entry) => entry.trim()), socket];
  let index = chain.length - 1;
  if ("hops" in trust) index = Math.max(0, index - trust.hops);
  else {
    while (index > 0) {
      const address = parsed(chain[index] as string);
      if (!address || !inRanges(address, trust.ranges)) break;
      index--;
    }
  }
  // An entry no proxy of ours wrote can be anything: the socket is then the only address we know.
  const address = parsed(chain[index] as string) ?? parsed(socket);
  return address ? limitKeyOf(address) : socket;
}

function limitKeyOf(address: Address): string {
  if (address.kind() === "ipv4") return address.toString();
  return networkOf(address, 64);
}

function networkOf(address: Address, bits: number): string {
  const bytes = address.toByteArray();
  const kept = bytes.map((byte, i) => {
    const from = i * 8;
    if (from + 8 <= bits) return byte;
    if (from >= bits) return 0;
    return byte & (0xff << (8 - (bits - from)));
  });
  return ipaddr.fromByteArray(kept).toString();
}

/** Which of the sign-up budgets a network is counted against (auth.ts). */
export type SignupNetwork = { kind: "v4" | "v6" | "v6-48"; network: string };

/**
 * The networks a client address counts against for sign-ups: an IPv4 address's /24; an IPv6 client's /64
 * (clientIpFrom already grouped it) and its /48, since one site's allocation holds 65,536 /64s. A value
 * that is no address counts as itself.
 */
export function signupNetworksOf(clientIp: string): SignupNetwork[] {
  const address = parsed(clientIp);
  if (!address) return [{ kind: "v4", network: clientIp }];
  if (address.kind() === "ipv4") return [{ kind: "v4", network: `${networkOf(address, 24)}/24` }];
  return [
    { kind: "v6", network: `${networkOf(address, 64)}/64` },
    { kind: "v6-48", network: `${networkOf(address, 48)}/48` },
  ];
}

/**
 * The network limits per network count a client in, beyond sign-ups (report requests): an IPv4 address's
 * /24, an IPv6 client's /64.
 */
export const clientNetworkOf = (clientIp: string): string =>
  (signupNetworksOf(clientIp)[0] as SignupNetwork).network;
