import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where webhooks may go (issue 19 §2): `https:` URLs whose host is a public address. Private,
 * loopback, link-local (with the cloud metadata address 169.254.169.254), carrier-grade NAT,
 * multicast and reserved ranges are refused, in IPv4, IPv6 and IPv4 mapped into IPv6. The rule is
 * checked twice: on the URL when an endpoint is saved (a literal address, the scheme), and on the
 * address actually connected to, by the lookup the request uses (a name that resolves to 127.0.0.1,
 * or re-resolves there later, is refused when it is connected to). `WEBHOOK_ALLOW_PRIVATE_NETWORKS`
 * lifts the address rule and allows `http:` (tests, closed networks).
 */

const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is one webhooks may not be sent to. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return FORBIDDEN.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return FORBIDDEN.check(mapped, 'ipv4');
  // ::ffff:7f00:1 is 127.0.0.1 too.
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (mappedHex !== null) {
    const high = Number.parseInt(mappedHex[1] as string, 16);
    const low = Number.parseInt(mappedHex[2] as string, 16);
    return FORBIDDEN.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, 'ipv4');
  }
  return FORBIDDEN.check(address, 'ipv6');
}

/** Why a URL cannot be an endpoint, or undefined when it can (before any name is resolved). */
export function webhookUrlProblem(text: string, allowPrivateNetworks: boolean): string | undefined {
  if (!URL.canParse(text)) return 'is not an absolute URL';
  const url = new URL(text);
  const schemes = allowPrivateNetworks ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return allowPrivateNetworks ? 'must be an https: or http: URL' : 'must be an https: URL';
  if (url.username !== '' || url.password !== '') return 'must not carry a user name or password';
  if (url.hash !== '') return 'must not have a fragment';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!allowPrivateNetworks && isIP(host) !== 0 && isForbiddenAddress(host)) {
    return `points to ${host}, a private, loopback, link-local or reserved address`;
  }
  // A name is the same name with its trailing dot (the root) and in any case: `LOCALHOST.` is localhost.
  const name = host.toLowerCase().replace(/\.+$/, '');
  if (!allowPrivateNetworks && (name === 'localhost' || name.endsWith('.localhost'))) return 'points to this machine (localhost)';
  return undefined;
}

export class ForbiddenAddressError extends Error {
  readonly code = 'EWEBHOOKADDRESS';
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, a private, loopback, link-local or reserved address`);
    this.name = 'ForbiddenAddressError';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that resolves the name and refuses it if any of its addresses is
 * forbidden: the socket then connects to an address this function checked, never to another answer
 * of a second resolution. (Node calls no lookup for a literal address: webhookUrlProblem and
 * assertLiteralAllowed check those.)
 */
export function guardedLookup(allowPrivateNetworks: boolean) {
  return (hostname: string, options: object, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error !== null) return callback(error, []);
      const list = addresses as LookupAddress[];
      const bad = allowPrivateNetworks ? undefined : list.find((entry) => isForbiddenAddress(entry.address));
      if (bad !== undefined) return callback(new ForbiddenAddressError(hostname, bad.address), []);
      if ((options as { all?: boolean }).all === true) return callback(null, list);
      const first = list[0];
      if (first === undefined) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}
