import { networkKey } from '@/domain/ip-address';

/** What the caller's address is read from: the callable's underlying HTTP request. */
export interface ForwardedRequest {
  headers: Record<string, string | string[] | undefined>;
  ip?: string | undefined;
}

/** Not 0/8, 10/8, 127/8, 100.64/10 (carrier NAT), 169.254/16, 172.16/12 or 192.168/16. */
function isPublicIpv4(ip: string): boolean {
  const [a = -1, b = -1] = ip.split('.').map(Number);
  return !(
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

function isPublicIpv6Network(network: string): boolean {
  const first = parseInt(network.split(':')[0] ?? '', 16);
  // ::/64 (unspecified, loopback), fc00::/7 (unique local), fe80::/10 (link local).
  return network !== '0:0:0:0::/64' && (first & 0xfe00) !== 0xfc00 && (first & 0xffc0) !== 0xfe80;
}

/** True for an address a caller on the internet can have (not private, loopback, link-local). */
export function isPublicAddress(ip: string): boolean {
  const network = networkKey(ip);
  if (network === null) return false;
  return network.endsWith('/64') ? isPublicIpv6Network(network) : isPublicIpv4(network);
}

/**
 * The caller's address, for the unpaid-seats limit. Not `req.ip`: Cloud Functions (2nd gen)
 * run Express with `trust proxy` on, so `req.ip` is the first X-Forwarded-For entry, which the
 * caller writes. Google documents the header as `clientIp, proxy1Ip, proxy2Ip`
 * (https://cloud.google.com/functions/docs/reference/headers) with its front end adding the
 * address it saw after whatever the caller sent; on Cloud Run's own URLs it arrives as that one
 * address (`203.0.113.12`), or `spoofed, 203.0.113.12` when the caller wrote one. So the last
 * entry is the trustworthy one for a function called directly (the callables are: the web SDK
 * calls them at their own URL, not through a Hosting rewrite or a load balancer, which would
 * append its own address after the client's: docs/design.md §4.8). An entry that cannot be an
 * internet caller (a private or proxy hop) is skipped leftwards. Null when there is no address
 * at all (the emulator); the e-mail is then the only key.
 */
export function callerIp(request: ForwardedRequest): string | null {
  const header = request.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index] ?? '';
    if (isPublicAddress(entry)) return entry;
  }
  const socket = request.ip?.trim();
  return socket && isPublicAddress(socket) ? socket : null;
}
