import { trustGatewayHop } from '../src';

describe('trustGatewayHop', () => {
  test('when TRUST_PROXY names a network, then any gateway replica in it is trusted and nobody outside it', () => {
    const trust = trustGatewayHop(['loopback', '10.0.0.0/8']);
    expect(trust('10.89.3.7', 0)).toBe(true);
    expect(trust('::ffff:10.89.3.8', 0)).toBe(true);
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('192.168.1.5', 0)).toBe(false);
    expect(trust('10.89.3.7', 1)).toBe(false);
  });

  test('when TRUST_PROXY names single addresses, then only those peers are trusted', () => {
    const trust = trustGatewayHop(['10.89.3.7', 'fd00::1']);
    expect(trust('10.89.3.7', 0)).toBe(true);
    expect(trust('fd00::1', 0)).toBe(true);
    expect(trust('10.89.3.8', 0)).toBe(false);
    expect(trust('127.0.0.1', 0)).toBe(false);
  });
});
