/**
 * IP addresses as keys for per-visitor limits: an IPv4 address as itself (an IPv4-mapped IPv6
 * address too), an IPv6 address as its /64 network, since one subscriber line is handed a whole
 * /64 and could otherwise rotate through it.
 */
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const HEXTET = /^[0-9a-f]{1,4}$/i;

function ipv4(ip: string): string | null {
  const parts = IPV4.exec(ip)?.slice(1).map(Number);
  if (!parts || parts.some((part) => part > 255)) return null;
  return parts.join('.');
}

/** The /64 network of an IPv6 address: one subscriber line hands out a whole /64. */
function ipv6Network(ip: string): string | null {
  const halves = ip.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tail];
  if (!groups.every((group) => HEXTET.test(group))) return null;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The network a caller's IP address stands for, or null when it is not an address. */
export function networkKey(rawIp: string): string | null {
  const ip = rawIp.trim().replace(/%.*$/, '');
  const mapped = MAPPED_IPV4.exec(ip);
  if (mapped?.[1]) return ipv4(mapped[1]);
  return ipv4(ip) ?? ipv6Network(ip);
}
