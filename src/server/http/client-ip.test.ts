import { describe, expect, it } from "vitest";
import { clientIpFrom } from "./client-ip";

describe("clientIpFrom", () => {
  it.each([
    // Behind our proxy, the first address of X-Forwarded-For is the client's.
    ["10.0.0.1", "127.0.0.1", true, "10.0.0.1"],
    [" 10.0.0.1 , 172.16.0.9", "127.0.0.1", true, "10.0.0.1"],
    // Without a proxy of ours anyone can write the header: only the socket counts.
    ["10.0.0.1", "192.0.2.7", false, "192.0.2.7"],
    // An empty header is no address.
    ["", "192.0.2.7", true, "192.0.2.7"],
    [undefined, "192.0.2.7", true, "192.0.2.7"],
    // In-process requests have neither.
    [undefined, undefined, true, "127.0.0.1"],
    ["10.0.0.1", undefined, false, "127.0.0.1"],
  ] as const)("forwarded %j, socket %j, trusted proxy %j → %s", (forwarded, remote, trustProxy, expected) => {
    expect(clientIpFrom(forwarded, remote, trustProxy)).toBe(expected);
  });
});
