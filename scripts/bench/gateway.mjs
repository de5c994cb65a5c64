// Throughput of GET /api/admin/domains through the gateway vs straight to the admin service, same run,
// same connections (autocannon), with p50/p99 for both.
import { benchGatewayVsDirect } from '../../gateway/bench/gateway-vs-direct.ts';
import { readStackConfig } from '../lib/stack-config.mjs';

export async function measureGateway(gatewayUrl, gatewayPort) {
  const adminPort = readStackConfig({ ...process.env, PORT: String(gatewayPort) }).servicePorts.admin;
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
