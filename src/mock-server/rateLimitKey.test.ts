import { rateLimitKey } from "./rateLimitKey";

describe("rateLimitKey", () => {
  it("counts an IPv4 address alone, also as a dual-stack server sees it", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(rateLimitKey("::ffff:203.0.113.8")).not.toBe(rateLimitKey("::ffff:203.0.113.7"));
  });

  it("counts an IPv6 address with its whole /64, however it is written", () => {
    const key = rateLimitKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const address of ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:0DB8:0001:0002::ffff", "2001:db8:1:2:0:0:0:9%eth0", "2001:db8:1:2::198.51.100.1"]) {
      expect(rateLimitKey(address)).toBe(key);
    }
    expect(rateLimitKey("2001:db8:1:3::1")).not.toBe(key);
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("fe80::1%lo0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps anything else as it is", () => {
    expect(rateLimitKey(undefined)).toBe("unknown");
    expect(rateLimitKey("not an address")).toBe("not an address");
  });
});
