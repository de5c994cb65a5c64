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
      // autocannon's rate is an average of per-second samples: a single second on a loaded machine can hold
      // none, so both sides are warmed and measured for two.
      durationSec: 2,
      warmupSec: 1,
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
