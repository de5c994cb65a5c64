// What the gateway costs: the same path hit directly on a service and through the gateway, with the
// same connections and duration in one run, so the ratio is not skewed by a different machine state.
import autocannon from 'autocannon';

export interface LoadStats {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string, connections: number, durationSec: number): Promise<LoadStats> {
  const r = await autocannon({ url, connections, duration: durationSec });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

export async function benchGatewayVsDirect(opts: {
  directUrl: string;
  gatewayUrl: string;
  path: string;
  connections: number;
  durationSec: number;
  /** Unmeasured load first, so JIT and connection pools are warm on both sides (default 1 s; 0 skips). */
  warmupSec?: number;
}): Promise<{ direct: LoadStats; gateway: LoadStats; ratio: number }> {
  const { directUrl, gatewayUrl, path, connections, durationSec, warmupSec = 1 } = opts;
  if (warmupSec > 0) {
    await measure(new URL(path, directUrl).href, connections, warmupSec);
    await measure(new URL(path, gatewayUrl).href, connections, warmupSec);
  }
  // Sequential, not parallel: both targets share the machine, and running them together would measure contention.
  const direct = await measure(new URL(path, directUrl).href, connections, durationSec);
  const gateway = await measure(new URL(path, gatewayUrl).href, connections, durationSec);
  // Throughput through the gateway as a share of direct throughput (1 = free, 0.5 = halves it).
  const ratio = direct.rps > 0 ? gateway.rps / direct.rps : 0;
  return { direct, gateway, ratio };
}
