import { benchGatewayVsDirect } from '../bench/gateway-vs-direct';
import { makeWebRoot, startGateway, startUpstream } from './helpers';

test('when the benchmark runs against a service and the gateway in front of it, then both sides and a ratio come back', async () => {
  const service = await startUpstream((_req, res) => res.end('[]'));
  const gw = await startGateway({ ADMIN_URL: service.url, WEB_ROOT: makeWebRoot() });
  try {
    const result = await benchGatewayVsDirect({
      directUrl: service.url,
      gatewayUrl: gw.url,
      path: '/api/admin/domains',
      connections: 4,
      durationSec: 1,
      warmupSec: 0,
    });
    expect(result.direct.rps).toBeGreaterThan(0);
    expect(result.gateway.rps).toBeGreaterThan(0);
    expect(result.gateway.non2xx).toBe(0);
    expect(result.ratio).toBeCloseTo(result.gateway.rps / result.direct.rps);
  } finally {
    await gw.close();
    await service.close();
  }
});
