// Serves one front end's dist/ folder, nothing else: its container's only job. No framework, no
// dependencies: the image holds Node, this file and the built front end. The gateway proxies
// /mfe/<name>/ (a remote) or / (the shell) here and adds compression and the security headers.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { cacheControlFor } from './cache-control';
import type { ServerHtml } from './server-html';
import { findHashedFile, releaseFolder } from './releases';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServerOptions {
  /** The folder served at /. */
  root: string;
  /** The kept releases, one folder each (src/releases.ts); a request's `x-release` picks one, else `root`. */
  releasesDir?: string;
  /** A front end with server HTML (mfe-public) answers /_server/page and /_server/sitemap with it. */
  serverHtml?: ServerHtml;
}

const SERVER_HTML_TYPES = {
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
};

function answerServerHtml(serverHtml: ServerHtml, req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  const release = req.headers['x-release'];
  serverHtml(url.pathname, url.searchParams, typeof release === 'string' ? release : undefined).then(
    (answer) => {
      res.writeHead(answer.status, { 'content-type': SERVER_HTML_TYPES[answer.type], 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : answer.body);
    },
    () => send(res, 500, 'Server HTML failed'),
  );
}

function send(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

/** GET/HEAD of files under `root`; /healthz for the container's HEALTHCHECK. No directory listings. */
export function createStaticServer({ root, releasesDir, serverHtml }: StaticServerOptions): http.Server {
  const ownBase = path.resolve(root);
  return http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return send(res, 400, 'Bad request');
    }
    if (pathname === '/healthz') return send(res, 200, 'ok');
    if (serverHtml && (pathname === '/_server/page' || pathname === '/_server/sitemap')) {
      return answerServerHtml(serverHtml, req, res, new URL(req.url ?? '/', 'http://x'));
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    // An unknown release is served as the container's own build rather than as a site of 404s.
    const base = path.resolve(releaseFolder(releasesDir, req.headers['x-release'] as string | undefined) ?? ownBase);
    const file = path.join(base, pathname);
    // path.join normalises `..`: anything that ends up outside the folder is not ours to serve.
    if (!file.startsWith(base + path.sep) || pathname.includes('\0')) return send(res, 404, 'Not found');
    fs.stat(file, (err, stat) => {
      if (err || !stat.isFile()) {
        const kept = findHashedFile(releasesDir, path.relative(base, file));
        return kept ? sendFile(req, res, kept, fs.statSync(kept)) : send(res, 404, 'Not found');
      }
      sendFile(req, res, file, stat);
    });
  });
}

function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, stat: fs.Stats) {
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControlFor(file),
    etag,
    'last-modified': stat.mtime.toUTCString(),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    return res.end();
  }
  res.writeHead(200, { ...headers, 'content-length': stat.size });
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(file).pipe(res);
}
