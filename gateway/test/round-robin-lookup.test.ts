import type dns from 'node:dns';
import type http from 'node:http';
import { LeavingReplicas } from '../src/replica-failover';
import { roundRobinLookup } from '../src/upstream-proxy';

// Three replicas behind one compose service name, as Docker's (or podman's) DNS answers them.
const replicas = ['10.89.0.11', '10.89.0.12', '10.89.0.13'].map((address) => ({ address, family: 4 }));
const fakeDns = ((_host: string, _opts: unknown, cb: (err: null, a: dns.LookupAddress[]) => void) =>
  cb(null, replicas)) as unknown as typeof dns.lookup;

function connectTo(lookup: ReturnType<typeof roundRobinLookup>, all: boolean): Promise<string> {
  return new Promise((resolve, reject) =>
    lookup('user', { all } as dns.LookupOptions, (err, address) => {
      if (err) return reject(err);
      resolve(Array.isArray(address) ? address[0]!.address : address);
    }),
  );
}

describe('connections to a scaled service', () => {
  test.each([false, true])('when the name has three addresses (all=%s), then new connections go to each in turn', async (all) => {
    const lookup = roundRobinLookup(fakeDns);
    const firstAddresses = [];
    for (let i = 0; i < 6; i++) firstAddresses.push(await connectTo(lookup, all));
    expect(firstAddresses).toEqual(['10.89.0.11', '10.89.0.12', '10.89.0.13', '10.89.0.11', '10.89.0.12', '10.89.0.13']);
  });
});

test('when one of the addresses said it is leaving, then new connections go to the others in turn', async () => {
  const leaving = new LeavingReplicas();
  leaving.observe('10.89.0.12', { headers: {} } as http.IncomingMessage, { headers: { connection: 'close' } } as http.IncomingMessage);
  const lookup = roundRobinLookup(fakeDns, leaving);
  const firstAddresses = [];
  for (let i = 0; i < 4; i++) firstAddresses.push(await connectTo(lookup, true));
  expect(firstAddresses).toEqual(['10.89.0.11', '10.89.0.13', '10.89.0.11', '10.89.0.13']);
});
