import { describe, expect, it } from "vitest";
import { addressKey, addressRange } from "./address-range.ts";

describe("client addresses", () => {
  it("a per-address limit counts an IPv4 address, and an IPv6 client by its /64, however it is written", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    // One phone's /64: every address in it is the same client.
    const one = addressKey("2001:db8:abcd:12::1");
    expect(addressKey("2001:0db8:abcd:0012:ffff:ffff:ffff:fffe")).toBe(one);
    expect(addressKey("2001:db8:abcd:12:8a2e:370:7334:1")).toBe(one);
    expect(addressKey("2001:db8:abcd:12::1%eth0")).toBe(one);
    expect(one).toBe("2001:db8:abcd:12::/64");
    // The next /64 is another client.
    expect(addressKey("2001:db8:abcd:13::1")).not.toBe(one);
    expect(addressKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("the prize review compares networks: an IPv4 /24 and an IPv6 /48", () => {
    expect(addressRange("203.0.113.7")).toBe("203.0.113.0/24");
    expect(addressRange("::ffff:203.0.113.7")).toBe("203.0.113.0/24");
    expect(addressRange("2001:db8:abcd:12::1")).toBe("2001:db8:abcd::/48");
    expect(addressRange("2001:db8:abcd:ffff:1:2:3:4")).toBe("2001:db8:abcd::/48");
    expect(addressRange("not an address")).toBeNull();
    expect(addressRange(undefined)).toBeNull();
  });
});
