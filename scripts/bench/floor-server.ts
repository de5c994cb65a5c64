// The floor of a public page (floor.mjs): its server HTML with the scripts taken out, served in front of the stack.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The page's HTML without scripts: <script> elements (code and data blocks) and module preloads. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*rel=["']?modulepreload["']?[^>]*>/gi, '');
}

/**
 * A server in front of the stack: a page route answers the gateway's HTML for it with the scripts taken
 * out; everything else (CSS, images, fonts) is the gateway's answer as it is.
 */
export async function startFloorServer(base: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    try {
      const upstream = await fetch(`${base}${req.url}`, { headers: { accept: req.headers.accept ?? '*/*' } });
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      const body = type.startsWith('text/html') ? withoutScripts(await upstream.text()) : Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string> = {
        'content-type': type,
        'cache-control': upstream.headers.get('cache-control') ?? 'no-cache',
      };
      res.writeHead(upstream.status, headers).end(body);
    } catch (err) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(String(err));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
