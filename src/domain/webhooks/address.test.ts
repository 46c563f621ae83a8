import { describe, expect, it } from "vitest";
import { isAddressLiteral, isPublicAddress } from "./address";

describe("isPublicAddress", () => {
  it.each([
    ["public IPv4", "93.184.216.34", true],
    ["public IPv6", "2606:2800:220:1:248:1893:25c8:1946", true],
    ["a public IPv4 written as IPv6", "::ffff:93.184.216.34", true],
    ["loopback", "127.0.0.1", false],
    ["loopback, anywhere in 127/8", "127.255.0.9", false],
    ["private 10/8", "10.1.2.3", false],
    ["private 172.16/12", "172.31.255.1", false],
    ["private 192.168/16", "192.168.0.10", false],
    ["link-local: the clouds' metadata", "169.254.169.254", false],
    ["carrier-grade NAT", "100.64.0.1", false],
    ["unspecified", "0.0.0.0", false],
    ["multicast", "224.0.0.1", false],
    ["broadcast", "255.255.255.255", false],
    ["documentation", "192.0.2.1", false],
    ["IPv6 loopback", "::1", false],
    ["IPv6 unspecified", "::", false],
    ["IPv6 link-local", "fe80::1", false],
    ["IPv6 unique-local", "fd12:3456:789a::1", false],
    ["IPv6 multicast", "ff02::1", false],
    ["loopback written as IPv6", "::ffff:127.0.0.1", false],
    ["metadata written as IPv6", "::ffff:169.254.169.254", false],
    ["NAT64 of loopback", "64:ff9b::7f00:1", false],
    ["6to4 of loopback", "2002:7f00:1::", false],
    ["Teredo", "2001::1", false],
    ["loopback written IPv4-compatible, as a URL holds it", "::7f00:1", false],
    ["IPv6 outside the global unicast block", "4000::1", false],
    ["IPv6 of the space's first /8, reserved", "::2", false],
    ["not an address", "dms.automotora.cl", false],
    ["empty", "", false],
  ])("%s", (_label, address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("isAddressLiteral", () => {
  it.each([
    ["IPv4", "203.0.113.9", true],
    ["IPv6", "2001:db8::1", true],
    ["a name", "dms.automotora.cl", false],
    ["localhost, a name", "localhost", false],
  ])("%s", (_label, host, expected) => {
    expect(isAddressLiteral(host)).toBe(expected);
  });
});
