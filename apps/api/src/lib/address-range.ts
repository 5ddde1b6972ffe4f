import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client address belongs to, as the prize review compares entrants
 * (docs/architecture.md §4 'Competitions'): an IPv4 address's /24, an IPv6 address's /48 (a site's
 * usual allocation), an IPv4 address mapped into IPv6 as IPv4. The address itself is never kept.
 */
export function addressRange(ip: string | undefined): string | null {
  if (!ip) return null;
  const v4 = ipv4Of(ip);
  if (v4) return `${v4.split(".").slice(0, 3).join(".")}.0/24`;
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, 3).join(":")}::/48` : null;
}

/**
 * The client a per-address limit counts (docs/architecture.md §4 'Memory bounds'): an IPv4
 * address itself (mapped into IPv6 or not), an IPv6 address's /64. One home or phone is given a
 * whole /64, so keyed by the full address one client would have 2^64 addresses to rotate through.
 */
export function addressKey(ip: string): string {
  const v4 = ipv4Of(ip);
  if (v4) return v4;
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : ip;
}

function ipv4Of(ip: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped ? mapped[1]! : ip;
  return isIPv4(v4) ? v4 : null;
}

/** An IPv6 address's eight groups, written short (`2001:db8:0:0:…`), or null for anything else. */
function ipv6Groups(ip: string): string[] | null {
  if (!isIPv6(ip)) return null;
  // A zone (fe80::1%eth0) names the interface, not the address.
  let address = ip.split("%")[0]!;
  // The last 32 bits may be written as IPv4 (64:ff9b::192.0.2.1).
  const v4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    address = `${address.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const groups = address.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return groups.map((g) => parseInt(g, 16).toString(16));
}
