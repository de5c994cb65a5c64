import { isIP } from 'node:net';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Express `trust proxy` function that trusts exactly one hop: the socket peer, when it is the
 * gateway (loopback by default, or the addresses in TRUST_PROXY). req.ip is then the address the
 * gateway appended to X-Forwarded-For, and anything a client wrote into that header before it is
 * ignored. A caller that is not the gateway gets its socket address, whatever headers it sends.
 */
export function trustGatewayHop(trusted: readonly string[] = ['loopback']) {
  const addresses = new Set(trusted.filter((entry) => isIP(entry)));
  const loopback = trusted.includes('loopback');
  return (address: string, hop: number) => hop === 0 && ((loopback && LOOPBACK.has(address)) || addresses.has(address));
}
