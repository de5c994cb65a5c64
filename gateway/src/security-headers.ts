// Security headers on every answer. The CSP lets the shell and its remotes load (scripts, styles,
// manifests from this origin or the remotes' configured origins) and nothing else: no eval, no
// plugins, no <base> rewriting, no framing. Inline styles are allowed for the shell's first-paint
// <style> block and React style props; no inline script.
import type { RequestHandler } from 'express';
import type { GatewayConfig } from './config';

// Identity travels in the verified JWT or, between services, with the internal token: a client must
// never be able to assert either by sending the header itself.
const CLIENT_FORBIDDEN_HEADERS = ['x-user-id', 'x-user-role', 'x-internal-token'];

function remoteOrigins(remotes: GatewayConfig['remotes']): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(remotes)) {
    if (/^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}

// npm run dev only: the dev servers' hot-reload sockets.
function devSockets(devServers: GatewayConfig['devServers']): string[] {
  return Object.values(devServers)
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin.replace(/^http/, 'ws'));
}

export function contentSecurityPolicy(remotes: GatewayConfig['remotes'], devServers: GatewayConfig['devServers'] = {}): string {
  const extra = remoteOrigins(remotes).join(' ');
  const self = extra ? `'self' ${extra}` : `'self'`;
  const sockets = devSockets(devServers);
  return [
    `default-src 'self'`,
    `script-src ${self}`,
    `style-src ${self} 'unsafe-inline'`,
    // blob: for thread image thumbnails, fetched with the bearer token and shown from memory.
    `img-src 'self' data: blob: https:`,
    `media-src 'self'`,
    `font-src 'self' data:`,
    `connect-src ${[self, ...sockets].join(' ')}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ].join('; ');
}

export function securityHeaders(config: Pick<GatewayConfig, 'remotes' | 'devServers'>): RequestHandler {
  const csp = contentSecurityPolicy(config.remotes, config.devServers);
  return (req, res, next) => {
    for (const header of CLIENT_FORBIDDEN_HEADERS) delete req.headers[header];
    res.setHeader('content-security-policy', csp);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    res.setHeader('cross-origin-opener-policy', 'same-origin');
    // HSTS only means something over TLS (behind a TLS-terminating proxy that says so).
    if (req.secure || req.headers['x-forwarded-proto'] === 'https') {
      res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    next();
  };
}
