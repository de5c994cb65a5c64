// The front-end half: the shell at /, each remote under /mfe/<name>/, the runtime federation config,
// and the SPA fallback that lets the shell's router own page routes.
import path from 'node:path';
import express, { Router, type RequestHandler, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { remoteBasePath, remoteByKey, REMOTES, SHELL } from '@agency/mf-config/front-ends';
import type { GatewayConfig } from './config';
import { cacheControlFor, NO_CACHE } from './cache-control';
import { sendNotFound } from './send-error';
import { layoutFrameOf, ownPages, parsePrerenderedPages, publicPages, remoteRenderer } from './public-pages';
import { MOVED_PAGES, parseRemoteRoutes } from './page-routes';
import { releaseOf } from './release-routing';
import { fileSource, mfConfigJson, perRelease, shellPages, upstreamSource, type FileLoader, type PublishedRemote } from './shell-page';

/** Crawlers stay out of the signed-in pages and the API; the sitemap lists what to visit. */
export function robotsTxt(publicUrl: string): string {
  const closed = ['/admin', '/user-dashboard', '/dashboard', '/member-home', '/first-login-change', '/edit-profile', '/api/'];
  return `User-agent: *\n${closed.map((p) => `Disallow: ${p}`).join('\n')}\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

function serveDist(dir: string) {
  return express.static(dir, {
    index: false,
    redirect: false,
    cacheControl: false, // set per file below
    setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath)),
  });
}

/**
 * A front end served elsewhere: its dev server in `npm run dev` (hot reload), or its own container in
 * production. That server's cache-control and 404s pass through unchanged.
 */
function fromServer(target: string): RequestHandler {
  return createProxyMiddleware({ target, changeOrigin: true }) as unknown as RequestHandler;
}

/**
 * A page route is what a user types or a link points at: a GET for HTML, not under /api, /mfe or
 * /internal, whose last segment has no file extension. Anything else that is missing stays a 404, so a
 * script, image or API client never receives the shell's index.html by mistake.
 */
export function isPageRoute(method: string, pathname: string, acceptsHtml = true): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!acceptsHtml) return false;
  if (/^\/(api|mfe|internal)(\/|$)/i.test(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[^.]+$/.test(last);
}

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not built yet</title></head>
<body><h1>The front end is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then reload.</p></body></html>`;

function sendNotBuilt(res: Response) {
  res.status(503).type('html').set('cache-control', 'no-store').send(notBuiltPage);
}

/**
 * Each remote with the routes its build publishes (routes.json), read from where the browser gets that
 * remote (its dev server, its container or its dist folder) on every page load, so a release is seen at once.
 */
function publishedRemotes(config: GatewayConfig, loader: (upstream: string | undefined, dir: string, file: string) => FileLoader) {
  const sources = REMOTES.map(({ key, name, dir }) => {
    const server = config.devServers[key] ?? config.upstreams[key];
    return {
      name,
      entry: config.remotes[name],
      routes: loader(server, path.join(config.webRoot, dir, 'dist'), 'routes.json')(parseRemoteRoutes),
    };
  });
  return (): Promise<PublishedRemote[]> =>
    Promise.all(sources.map(async ({ name, entry, routes }) => ({ name, entry, routes: await routes() })));
}

export function staticRoutes(config: GatewayConfig): Router {
  const router = Router();
  const shellDist = path.join(config.webRoot, SHELL.dir, 'dist');

  // Each file from where the browser gets that front end: its container, or its dist folder in WEB_ROOT.
  // From a container, the release `release` names (x-release; none: its own build).
  const loader = (upstream: string | undefined, dir: string, file: string, release?: string): FileLoader =>
    upstream
      ? (parse) => upstreamSource(`${upstream}/${file}`, parse, undefined, release ? { 'x-release': release } : {})
      : (parse) => fileSource(path.join(dir, file), parse);
  const remotes = publishedRemotes(config, loader);
  router.get('/mf-config.json', (_req, res, next) => {
    remotes().then((published) => res.type('json').set('cache-control', NO_CACHE).send(mfConfigJson(published)), next);
  });

  for (const [from, to] of Object.entries(MOVED_PAGES)) {
    router.get(from, (req, res) => {
      const query = req.originalUrl.indexOf('?');
      res.redirect(301, query === -1 ? to : `${to}${req.originalUrl.slice(query)}`);
    });
  }

  for (const { key, dir } of REMOTES) {
    const server = config.devServers[key] ?? config.upstreams[key];
    router.use(remoteBasePath(key), server ? fromServer(server) : serveDist(path.join(config.webRoot, dir, 'dist')));
  }
  // A missing remote asset is a plain 404: serving index.html as JavaScript would break the shell obscurely.
  router.use('/mfe', (_req, res) => sendNotFound(res));

  if (config.devServers.shell) {
    // The shell's dev server answers its assets and (history fallback) every page route.
    const shellDev = fromServer(config.devServers.shell);
    router.use((req, res, next) => (/^\/(api|internal)(\/|$)/.test(req.path) ? next() : shellDev(req, res, next)));
    return router;
  }
  const { shell: shellUpstream, public: publicUpstream } = config.upstreams;

  // The public pages' server HTML comes from the public remote's own container, which renders them with its
  // build. Only used when the page loads that very build: a remote on a dev server or another origin may be
  // another version. Without a container (WEB_ROOT alone) there is no server HTML: the plain shell page.
  const publicRemote = remoteByKey('public');
  const servesOwnPublicBuild = !config.devServers.public && config.remotes[publicRemote.name].startsWith(`${remoteBasePath('public')}/`);
  const pages =
    servesOwnPublicBuild && publicUpstream
      ? publicPages({ renderer: remoteRenderer(publicUpstream), publicUrl: config.publicUrl })
      : undefined;
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('cache-control', NO_CACHE).send(robotsTxt(config.publicUrl));
  });
  router.get('/sitemap.xml', (_req, res, next) => {
    (pages ? pages.sitemap(releaseOf(res, 'public')) : Promise.resolve(undefined)).then((xml) => {
      if (xml === undefined)
        return res.status(503).type('text/plain').set('cache-control', 'no-store').send('The sitemap is not available right now.');
      res.type('application/xml').set('cache-control', NO_CACHE).send(xml);
    }, next);
  });
  // A file of the shell's release the browser is on.
  const shellFile = (file: string) => (release: string | undefined) => loader(shellUpstream, shellDist, file, release);
  // The shell's sign-in pages' server HTML and its layout, from the same release as its index.html.
  const shellPrerendered = perRelease(shellFile('prerender/pages.json'), parsePrerenderedPages);
  const signInPages = ownPages(shellPrerendered, config.publicUrl);
  const shellPage = shellPages(shellFile('index.html'), pages, remotes, signInPages, layoutFrameOf(shellPrerendered));
  const shellFiles = shellUpstream ? fromServer(shellUpstream) : serveDist(shellDist);
  router.use((req, res, next) => {
    // No Accept header counts as */* (curl, probes); `Accept: application/json` does not want a page.
    if (!isPageRoute(req.method, req.path, Boolean(req.accepts('html')))) return shellFiles(req, res, next);
    shellPage(req.path, releaseOf(res, 'public'), releaseOf(res, 'shell')).then((page) => {
      if (page === undefined) return sendNotBuilt(res);
      res.status(page.status).type('html').set('cache-control', NO_CACHE).send(page.html);
    }, next);
  });
  return router;
}
