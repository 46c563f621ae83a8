import ipaddr from "ipaddr.js";

/**
 * Whether an address is on the public internet, where a webhook may go (decision 084): ipaddr.js's
 * 'unicast', nothing else. So loopback, private, link-local (the clouds' metadata at 169.254.169.254),
 * unique-local, multicast, unspecified, carrier-grade NAT, reserved and documentation ranges are refused,
 * and so are the IPv6 ranges that carry an IPv4 address inside (6to4, Teredo, NAT64), which could lead
 * back to one of those; an IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

/** Whether a host is written as an address rather than a name: it is then checked without DNS. */
export const isAddressLiteral = (host: string): boolean => ipaddr.isValid(host);
