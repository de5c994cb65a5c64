// Whether a service says it can serve (its /readyz), asked with a bound so a hung service cannot hang
// the asker: the gateway's own /readyz and the circuit of a service that could not be reached use it.
export type ServiceState = 'ready' | 'not_ready' | 'unavailable' | 'timeout';

const READY_CHECK_TIMEOUT_MS = 1000;

export async function checkService(baseUrl: string): Promise<ServiceState> {
  try {
    const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(READY_CHECK_TIMEOUT_MS) });
    await res.body?.cancel(); // release the connection; only the status matters
    return res.ok ? 'ready' : 'not_ready';
  } catch (err) {
    return (err as Error).name === 'TimeoutError' ? 'timeout' : 'unavailable';
  }
}
