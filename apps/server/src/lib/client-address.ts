import ipaddr from 'ipaddr.js';

/**
 * The key a per-client limit counts under: an IPv4 address as is, an IPv6 address by its /64 network. One
 * subscriber holds a whole /64 (it is the smallest prefix an ISP hands out), so counting single IPv6 addresses
 * would give one person 2^64 fresh budgets.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip); // IPv4-mapped IPv6 becomes plain IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify's trustProxy: '' trusts no proxy (the socket's address is the client), a number
 * trusts that many hops, a list trusts those addresses, CIDR ranges or named ranges (loopback, linklocal,
 * uniquelocal). Null when the value is none of these.
 */
export function parseTrustedProxies(value: string): false | number | string[] | null {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const valid = entries.every((e) => {
    if (PROXY_RANGE_NAMES.has(e)) return true;
    if (e.includes('/')) {
      try {
        ipaddr.parseCIDR(e);
        return true;
      } catch {
        return false;
      }
    }
    return ipaddr.isValid(e);
  });
  return valid && entries.length > 0 ? entries : null;
}

/**
 * Drop every X-Forwarded-For entry that is not an IP address, in place, before anything reads the request:
 * a malformed value is never taken for the client's address, so it is never counted, stored or logged. The
 * nearest well-formed hop stands in (the proxy that passed it on, or the socket).
 */
export function dropMalformedForwarding(headers: Record<string, string | string[] | undefined>): void {
  const forwarded = headers['x-forwarded-for'];
  if (forwarded === undefined) return;
  const entries = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)
    .split(',')
    .map((entry) => entry.trim());
  const valid = entries.filter((entry) => ipaddr.isValid(entry));
  if (valid.length === entries.length) return;
  if (valid.length) headers['x-forwarded-for'] = valid.join(', ');
  else delete headers['x-forwarded-for'];
}
