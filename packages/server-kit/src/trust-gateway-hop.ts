import { BlockList, isIP } from 'node:net';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The trusted addresses: single IPs and networks (`10.0.0.0/8`), as one set to match a peer against. */
function trustedAddresses(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) continue;
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** A peer as the list knows it: an IPv4 client of a dual-stack listener arrives as `::ffff:a.b.c.d`. */
const plain = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);
const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Express `trust proxy` function that trusts exactly one hop: the socket peer, when it is the
 * gateway (loopback by default, or the addresses and networks in TRUST_PROXY: replicated gateways
 * have addresses nobody knows in advance, only their network). req.ip is then the address the
 * gateway appended to X-Forwarded-For, and anything a client wrote into that header before it is
 * ignored. A caller that is not the gateway gets its socket address, whatever headers it sends.
 */
export function trustGatewayHop(trusted: readonly string[] = ['loopback']) {
  const addresses = trustedAddresses(trusted);
  const loopback = trusted.includes('loopback');
  const listed = (address: string) => isIP(plain(address)) > 0 && addresses.check(plain(address), familyOf(plain(address)));
  return (address: string, hop: number) => hop === 0 && ((loopback && LOOPBACK.has(address)) || listed(address));
}
