// Real servers on port 0 for the gateway to talk to, and a throw-away WEB_ROOT with fake build output.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createGatewayApp, type GatewayApp } from '../src/app';
import { loadConfig, type GatewayConfig } from '../src/config';
import { createGatewayServer } from '../src/server';
import type { LayoutFrame } from '../src/server-layout';
import { PAGE_SLOT, publishedLinkSlot, YEAR_SLOT, type LinkArea } from '@agency/contracts';

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Upstream {
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** An upstream that records each request and answers with `respond` (or echoes it as JSON). */
export async function startUpstream(
  respond?: (req: http.IncomingMessage, res: http.ServerResponse, seen: SeenRequest) => void,
): Promise<Upstream> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
      seen.push(entry);
      if (respond) return respond(req, res, entry);
      res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      res.end(JSON.stringify(entry));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL where nothing listens: a port we bound and released. */
export async function deadUrl(): Promise<string> {
  const up = await startUpstream();
  await up.close();
  return up.url;
}

/** A remote's routes.json (@agency/contracts' remoteRoutesSchema): public pages with server HTML, or pages for `roles`. */
export function publishedRoutes(paths: string[], roles?: string[]): string {
  const routes = paths.map((p) => ({ path: p, page: 'Page', title: p, ...(roles ? { roles, serverHtml: false } : { serverHtml: true }) }));
  return JSON.stringify({ routes, links: [] });
}

export function makeWebRoot(opts: { withShell?: boolean } = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-web-'));
  const write = (rel: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), content);
  };
  if (opts.withShell !== false) {
    write('shell/dist/index.html', '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>');
    write('shell/dist/main.1a2b3c4d.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
    write('shell/dist/logo.png', 'png');
  }
  for (const remote of ['mfe-public', 'mfe-portal', 'mfe-admin']) {
    write(`${remote}/dist/mf-manifest.json`, JSON.stringify({ name: remote }));
    write(`${remote}/dist/remoteEntry.js`, 'var remote = 1;');
    write(`${remote}/dist/pages.9f8e7d6c.js`, 'export {};');
  }
  // Each remote's pages, as its build publishes them (mfe-*/src/routes.ts).
  write(
    'mfe-public/dist/routes.json',
    publishedRoutes([
      '/',
      '/about',
      '/contact',
      '/team',
      '/team/:slug',
      '/team/:slug/:memberId',
      '/services/:service',
      '/privacy',
      '/terms',
    ]),
  );
  write('mfe-portal/dist/routes.json', publishedRoutes(['/user-dashboard', '/dashboard', '/member-home'], ['user']));
  write('mfe-admin/dist/routes.json', publishedRoutes(['/admin/*'], ['admin']));
  return root;
}

export interface TestGateway {
  app: GatewayApp;
  url: string;
  config: GatewayConfig;
  close(): Promise<void>;
}

/** A gateway listening on port 0, so fetch/raw http can observe timing and sockets. */
export async function startGateway(env: Record<string, string>): Promise<TestGateway> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const app = createGatewayApp(config);
  const server = createGatewayServer(app, config);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    app,
    config,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          app.closeUpstreams();
          resolve();
        });
      }),
  };
}

/**
 * An address whose TCP connect never completes, like a host that drops packets: a child process
 * listens with a backlog of 1 and then blocks its event loop, so the kernel's accept queue fills up
 * and further SYNs are dropped. (A closed port would refuse at once, which is a different failure.)
 */
export async function startBlackhole(): Promise<{ url: string; close(): void }> {
  const script = `
    const server = require('node:net').createServer().listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
      process.stdout.write(String(server.address().port) + '\\n');
      setTimeout(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 30000), 20);
    });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim())));
    child.once('error', reject);
  });
  await new Promise((r) => setTimeout(r, 100)); // the child is now blocked and accepts nothing
  const fillers = Array.from({ length: 4 }, () => net.connect(port, '127.0.0.1').on('error', () => undefined));
  await new Promise((r) => setTimeout(r, 100));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      fillers.forEach((s) => s.destroy());
      child.kill('SIGKILL');
    },
  };
}

/** The shell's layout as its build renders it (shell/src/server/render.tsx renderLayoutFrame), small. */
const slot = (area: LinkArea, attributes: string) =>
  `<a ${attributes ? `${attributes} ` : ''}href="${publishedLinkSlot(area).to}">${publishedLinkSlot(area).label}</a>`;
export const FRAME: LayoutFrame = {
  parts: [
    '<div class="app"><a class="skip-link" href="#main">Skip to content</a><header class="nav"><nav aria-label="Main"><div class="nav__links">',
    '</div><a href="/login">SIGN IN</a></nav><nav id="server-menu" popover="auto">',
    `</nav></header><main id="main" class="app__main">${PAGE_SLOT}</main><footer><nav aria-label="Company">`,
    `</nav><span>© ${YEAR_SLOT} Agency</span><span class="footer__legal">`,
    '</span></footer></div>',
  ],
  slots: [
    { area: 'nav', link: slot('nav', 'class="nav__link"'), activeLink: slot('nav', 'aria-current="page" class="nav__link active"') },
    {
      area: 'nav',
      link: slot('nav', 'class="mobile-menu__link"'),
      activeLink: slot('nav', 'aria-current="page" class="mobile-menu__link active"'),
    },
    { area: 'footer-company', link: slot('footer-company', ''), activeLink: slot('footer-company', '') },
    { area: 'footer-legal', link: slot('footer-legal', ''), activeLink: slot('footer-legal', '') },
  ],
  style: ['.nav{position:fixed}', '.page-header{padding:4rem}'],
};
