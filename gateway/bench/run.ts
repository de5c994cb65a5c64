// CLI: tsx bench/run.ts <directUrl> <gatewayUrl> [path] [connections] [durationSec]
// e.g. against a running stack: tsx bench/run.ts http://127.0.0.1:8084 http://127.0.0.1:8080 /api/admin/domains
import { benchGatewayVsDirect } from './gateway-vs-direct';

const [directUrl, gatewayUrl, path = '/api/admin/domains', connections = '20', durationSec = '10'] = process.argv.slice(2);
if (!directUrl || !gatewayUrl) {
  console.error('usage: tsx bench/run.ts <directUrl> <gatewayUrl> [path] [connections] [durationSec]');
  process.exit(2);
}
// No top-level await: the workspace is CommonJS.
void benchGatewayVsDirect({ directUrl, gatewayUrl, path, connections: Number(connections), durationSec: Number(durationSec) }).then(
  (result) => console.log(JSON.stringify(result, null, 2)),
);
