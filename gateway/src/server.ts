// The gateway's HTTP server, with its client-side deadlines. Node checks them every
// connectionsCheckingInterval (30 s by default), which would let a trickling request live up to twice
// its deadline; checking every second (or more often for short deadlines) keeps the cut near it.
import http from 'node:http';
import type { GatewayConfig } from './config';

export function createGatewayServer(
  app: http.RequestListener,
  { requestTimeoutMs, headersTimeoutMs }: Pick<GatewayConfig, 'requestTimeoutMs' | 'headersTimeoutMs'>,
): http.Server {
  return http.createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: headersTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeoutMs / 4))),
    },
    app,
  );
}
