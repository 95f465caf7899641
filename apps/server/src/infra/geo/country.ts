import { BlockList, isIP } from 'node:net';
import geoip from 'geoip-country';

/** Addresses that never come from the public internet: a developer, a test, or a proxy we were not told about. */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');
privateRanges.addAddress('::1', 'ipv6');

export interface ClientLocation {
  ip: string;
  /** ISO 3166 alpha-2, or null when unknown. */
  country: string | null;
  /** A private or loopback address: region rules are not applied to it. */
  isPrivate: boolean;
}

function normalise(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/**
 * The client's country: from a trusted CDN header when the operator configured one,
 * else from the IP-to-country database that ships with the `geoip-country` package.
 */
export function locateClient(rawIp: string, cdnCountry?: string | undefined): ClientLocation {
  const ip = normalise(rawIp);
  const { isPrivate, country } = addressFacts(ip);
  const header = cdnCountry?.trim().toUpperCase();
  // XX and T1 are what CDNs send for unknown and Tor.
  if (header && /^[A-Z]{2}$/.test(header) && header !== 'XX' && header !== 'T1') {
    // The CDN saw the real client; the address we see may be the CDN's own.
    return { ip, country: header, isPrivate: false };
  }
  return { ip, country, isPrivate };
}

/**
 * What an address says of itself, remembered: every request asks, and a player sends many. The
 * map is bounded (addresses are the callers'); past its size it starts again.
 */
const known = new Map<string, { isPrivate: boolean; country: string | null }>();
const MAX_KNOWN = 100_000;
function addressFacts(ip: string) {
  let facts = known.get(ip);
  if (!facts) {
    const family = isIP(ip);
    const isPrivate = family === 0 ? false : privateRanges.check(ip, family === 4 ? 'ipv4' : 'ipv6');
    const country = family === 0 || isPrivate ? null : (geoip.lookup(ip)?.country ?? null);
    facts = { isPrivate, country };
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(ip, facts);
  }
  return facts;
}
