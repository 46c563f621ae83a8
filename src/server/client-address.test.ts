import { describe, expect, it } from "vitest";
import { clientIpFrom, NO_PROXY, type ProxyTrust, parseProxyTrust, signupNetworksOf } from "./client-address";

const hops = (n: number): ProxyTrust => ({ hops: n });
const ranges = (text: string) => parseProxyTrust(text) as ProxyTrust;

describe("clientIpFrom", () => {
  it.each([
    // One load balancer that appends: the entry it wrote, the rightmost, is the client's.
    ["10.0.0.1", "127.0.0.1", hops(1), "10.0.0.1"],
    [" 10.0.0.1 , 172.16.0.9", "127.0.0.1", hops(1), "172.16.0.9"],
    // Whatever the client wrote stands to the left of it and is never read.
    ["1.1.1.1, 2.2.2.2, 198.51.100.4", "10.0.0.2", hops(1), "198.51.100.4"],
    // Two hops (a CDN, then a load balancer).
    ["6.6.6.6, 198.51.100.4, 203.0.113.9", "10.0.0.2", hops(2), "198.51.100.4"],
    // Fewer entries than hops: the leftmost is all there is.
    ["198.51.100.4", "10.0.0.2", hops(3), "198.51.100.4"],
    // Without a proxy of ours anyone can write the header: only the socket counts.
    ["10.0.0.1", "192.0.2.7", NO_PROXY, "192.0.2.7"],
    // An empty header is no address.
    ["", "192.0.2.7", hops(1), "192.0.2.7"],
    [undefined, "192.0.2.7", hops(1), "192.0.2.7"],
    // Garbage where our proxy's entry should be: the socket is the only address we know.
    ["<script>", "192.0.2.7", hops(1), "192.0.2.7"],
    ["1.2.3", "192.0.2.7", hops(1), "192.0.2.7"],
    // In-process requests have neither.
    [undefined, undefined, hops(1), "127.0.0.1"],
    ["10.0.0.1", undefined, NO_PROXY, "127.0.0.1"],
    // Proxies named by range: skipped from the right while they are ours.
    ["6.6.6.6, 198.51.100.4, 10.1.2.3", "10.0.0.2", ranges("10.0.0.0/8"), "198.51.100.4"],
    ["6.6.6.6, 198.51.100.4", "192.0.2.7", ranges("10.0.0.0/8"), "192.0.2.7"],
    ["198.51.100.4", "10.0.0.2", ranges("10.0.0.2, 2001:db8::/32"), "198.51.100.4"],
    // IPv6 clients count by their /64; IPv4-mapped ones by their IPv4 address.
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "127.0.0.1", hops(1), "2001:db8:1:2::"],
    ["2001:db8:1:2::9", "127.0.0.1", hops(1), "2001:db8:1:2::"],
    [undefined, "::ffff:192.0.2.7", NO_PROXY, "192.0.2.7"],
    [undefined, "::1", NO_PROXY, "::"],
  ] as const)("forwarded %j, socket %j, trust %j → %s", (forwarded, remote, trust, expected) => {
    expect(clientIpFrom(forwarded, remote, trust)).toBe(expected);
  });

  it("reads no further than the last entries of a huge header", () => {
    const forged = `${"9.9.9.9, ".repeat(5000)}198.51.100.4`;
    expect(clientIpFrom(forged, "10.0.0.2", hops(1))).toBe("198.51.100.4");
    expect(clientIpFrom(forged, "10.0.0.2", hops(40))).toBe("9.9.9.9");
  });
});

describe("parseProxyTrust", () => {
  it.each([
    [undefined, { hops: 0 }],
    ["", { hops: 0 }],
    ["0", { hops: 0 }],
    ["false", { hops: 0 }],
    ["1", { hops: 1 }],
    ["true", { hops: 1 }],
    ["2", { hops: 2 }],
    ["10.0.0.0/8", "ranges"],
    ["10.0.0.0/8, 2001:db8::/32, 192.0.2.1", "ranges"],
    ["yes", null],
    ["10.0.0.0/33", null],
    ["10.0.0.0/8/1", null],
    ["300.0.0.0/8", null],
    ["-1", null],
  ] as const)("%j → %j", (value, expected) => {
    const trust = parseProxyTrust(value);
    if (expected === "ranges") expect(trust).toHaveProperty("ranges");
    else expect(trust).toEqual(expected);
  });
});

describe("signupNetworksOf", () => {
  it.each([
    ["192.0.2.77", [{ kind: "v4", network: "192.0.2.0/24" }]],
    [
      "2001:db8:1:2::",
      [
        { kind: "v6", network: "2001:db8:1:2::/64" },
        { kind: "v6-48", network: "2001:db8:1::/48" },
      ],
    ],
    [
      "2001:db8:abcd:ff00::",
      [
        { kind: "v6", network: "2001:db8:abcd:ff00::/64" },
        { kind: "v6-48", network: "2001:db8:abcd::/48" },
      ],
    ],
    ["not an address", [{ kind: "v4", network: "not an address" }]],
  ])("%s → %j", (ip, networks) => {
    expect(signupNetworksOf(ip)).toEqual(networks);
  });
});
