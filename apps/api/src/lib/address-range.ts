import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client address belongs to, as the prize review compares entrants
 * (docs/architecture.md §4 'Competitions'): an IPv4 address's /24, an IPv6 address's /48 (a site's
 * usual allocation), an IPv4 address mapped into IPv6 as IPv4. The address itself is never kept.
 */
export function addressRange(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped ? mapped[1]! : ip;
  if (isIPv4(v4)) return `${v4.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(ip)) return null;
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") ? (tail ? tail.split(":") : []) : [];
  const groups = ip.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 3)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/48`;
}
