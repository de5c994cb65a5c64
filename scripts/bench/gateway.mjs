// Throughput of GET /api/admin/domains through the gateway vs straight to the admin service, same run,
// same connections (autocannon), with p50/p99 for both.
import { benchGatewayVsDirect } from '../../gateway/bench/gateway-vs-direct.ts';

export async function measureGateway(gatewayUrl, gatewayPort) {
  const adminPort = gatewayPort + 4; // scripts/lib/stack-config.mjs: admin is PORT+4
  const result = await benchGatewayVsDirect({
    directUrl: `http://127.0.0.1:${adminPort}`,
    gatewayUrl,
    path: '/api/admin/domains',
    connections: 20,
    durationSec: 8,
  });
  const line = (r) => `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`;
  return [
    { metric: 'GET /api/admin/domains direct to admin service', value: line(result.direct) },
    { metric: 'GET /api/admin/domains through the gateway', value: line(result.gateway) },
    { metric: 'gateway / direct throughput', value: `${result.ratio.toFixed(2)}×`, target: '≥ 0.6×', met: result.ratio >= 0.6 },
  ];
}
