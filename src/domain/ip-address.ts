/**
 * IP addresses as keys for per-visitor limits: an IPv4 address as itself (an IPv4-mapped IPv6
 * address too), an IPv6 address as its /64 network, since one subscriber line is handed a whole
 * /64 and could otherwise rotate through it; and, for IPv6, the /48 around it as the wider
 * network one actor can rotate /64s in (docs/design.md §4.8).
 */
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const HEXTET = /^[0-9a-f]{1,4}$/i;

function ipv4(ip: string): string | null {
  const parts = IPV4.exec(ip)?.slice(1).map(Number);
  if (!parts || parts.some((part) => part > 255)) return null;
  return parts.join('.');
}

/** The eight groups of an IPv6 address, `::` expanded, or null when it is not one. */
function ipv6Groups(ip: string): string[] | null {
  const halves = ip.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tail];
  return groups.every((group) => HEXTET.test(group)) ? groups : null;
}

/** The network of the first `groups` groups of an IPv6 address, as `a:b:c::/48`. */
function ipv6Prefix(groups: readonly string[], count: 3 | 4): string {
  const prefix = groups.slice(0, count).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/${count * 16}`;
}

function cleaned(rawIp: string): string {
  return rawIp.trim().replace(/%.*$/, '');
}

/** The network a caller's IP address stands for, or null when it is not an address. */
export function networkKey(rawIp: string): string | null {
  const ip = cleaned(rawIp);
  const mapped = MAPPED_IPV4.exec(ip);
  if (mapped?.[1]) return ipv4(mapped[1]);
  const v4 = ipv4(ip);
  if (v4) return v4;
  const groups = ipv6Groups(ip);
  return groups ? ipv6Prefix(groups, 4) : null;
}

/**
 * The /48 an IPv6 caller's /64 lies in: what a site, a tunnel broker or a hosting account is
 * given, so one actor can rotate through its 65,536 /64s. Null for IPv4 (whose address is
 * already the narrowest thing one actor can rotate, and whose /24 carriers share behind NAT)
 * and for what is not an address.
 */
export function wideNetworkKey(rawIp: string): string | null {
  const ip = cleaned(rawIp);
  if (MAPPED_IPV4.test(ip) || ipv4(ip)) return null;
  const groups = ipv6Groups(ip);
  return groups ? ipv6Prefix(groups, 3) : null;
}
