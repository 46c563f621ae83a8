import ipaddr from "ipaddr.js";

/**
 * Of IPv6, only 2000::/3 is handed out on the internet. ipaddr.js calls everything it has no range for
 * 'unicast', so without this the rest of the space would pass: the IPv4-compatible ::7f00:1 (which a
 * host with a 6in4 tunnel up sends on to the IPv4 address inside), ::2, 4000::1.
 */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");

/**
 * Whether an address is on the public internet, where a webhook may go (decision 084): ipaddr.js's
 * 'unicast', nothing else, and for IPv6 within the global unicast block. So loopback, private, link-local
 * (the clouds' metadata at 169.254.169.254), unique-local, multicast, unspecified, carrier-grade NAT,
 * reserved and documentation ranges are refused, and so are the IPv6 ranges that carry an IPv4 address
 * inside (6to4, Teredo, NAT64, IPv4-compatible), which could lead back to one of those; an IPv4 address
 * written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== "unicast") return false;
  return parsed.kind() === "ipv4" || parsed.match(GLOBAL_UNICAST_V6);
}

/** Whether a host is written as an address rather than a name: it is then checked without DNS. */
export const isAddressLiteral = (host: string): boolean => ipaddr.isValid(host);
