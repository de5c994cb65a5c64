// The API's own documentation, answered by the gateway itself (mounted before the /api proxies and their
// JSON 404): the OpenAPI 3.1 document built from the contracts' zod schemas, and Swagger UI reading it.
// The page runs under the gateway's usual CSP: its scripts are files from this origin (no inline script,
// no eval) and its inline styles were already allowed for the shell, so nothing is relaxed here.
import path from 'node:path';
import compression from 'compression';
import { Router } from 'express';
import { createOpenApiDocument } from '@agency/contracts/openapi';
import { NO_CACHE } from './cache-control';

const PAGE_DIR = path.resolve(__dirname, '../docs-page');
const SWAGGER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
// Only what the page loads; the rest of the package (its petstore initializer, source maps) stays unserved.
const SWAGGER_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

export function docsRoutes(): Router {
  const router = Router();
  let documentJson: string | undefined; // built on first use: keeps it off the gateway's start-up path

  router.use(['/api/openapi.json', '/api/docs'], compression());
  router.get('/api/openapi.json', (_req, res) => {
    documentJson ??= JSON.stringify(createOpenApiDocument());
    res.type('json').set('cache-control', NO_CACHE).send(documentJson);
  });

  router.get('/api/docs', (_req, res) => {
    res.sendFile(path.join(PAGE_DIR, 'index.html'), { headers: { 'cache-control': NO_CACHE } });
  });
  router.get('/api/docs/api-docs-init.js', (_req, res) => {
    res.sendFile(path.join(PAGE_DIR, 'api-docs-init.js'), { headers: { 'cache-control': NO_CACHE } });
  });
  router.get('/api/docs/:file', (req, res, next) => {
    if (!SWAGGER_FILES.has(req.params.file)) return next();
    res.sendFile(path.join(SWAGGER_DIR, req.params.file), { headers: { 'cache-control': NO_CACHE } });
  });
  return router;
}
