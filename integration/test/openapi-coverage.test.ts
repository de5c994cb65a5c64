// The API docs cannot drift from the code: every public route a service's router really has must have an
// entry in the registry (packages/contracts/src/openapi), and every entry must be a real route of the
// service it is listed under. The routers are read from the real apps, built as the services build them.
import type { Express } from 'express';
import mongoose from 'mongoose';
import { API_ROUTES, createOpenApiDocument } from '@agency/contracts/openapi';
import { createLogger } from '@agency/server-kit';
import { createTestKeys } from '@agency/server-kit/testing';
import { createApp as createAdminApp } from '@agency/service-admin/src/app';
import { createApp as createAuthApp } from '@agency/service-auth/src/app';
import { createApp as createMemberApp } from '@agency/service-member/src/app';
import { createApp as createUserApp } from '@agency/service-user/src/app';

type Service = keyof typeof API_ROUTES;
interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

// Probes and service-to-service routes are not part of the public API (the gateway never proxies /internal).
const isPublic = (path: string) => !/^\/(internal|healthz$|readyz$)/.test(path);

/** "GET /api/admin/domains/{id}" for every route of the app, nested routers included. */
function routesOf(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        // A regular expression or a list of paths could not be compared with the document: say so.
        if (typeof layer.route.path !== 'string') throw new Error(`cannot document route path ${String(layer.route.path)}`);
        const path = layer.route.path.replace(/:(\w+)/g, '{$1}');
        for (const method of Object.keys(layer.route.methods)) if (isPublic(path)) found.push(`${method.toUpperCase()} ${path}`);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return found.sort();
}

// Building the apps needs a connection object, not a database: no route is called here.
const db = mongoose.createConnection();
const keys = createTestKeys();
const logger = createLogger({ name: 'openapi-coverage', level: 'silent' });
const apps: Record<Service, Express> = {
  auth: createAuthApp({
    db,
    signer: { privateKey: keys.privateKey, issuer: keys.issuer, audience: keys.audience },
    internalToken: 'x',
    logger,
  }),
  user: createUserApp({ db, jwt: keys, adminUrl: 'http://127.0.0.1:9', logger }),
  member: createMemberApp({ db, jwt: keys, logger }),
  admin: createAdminApp({ db, jwt: keys, logger }),
};
afterAll(() => db.close());

const documented = (service: Service) => API_ROUTES[service].map((r) => `${r.method.toUpperCase()} ${r.path}`).sort();

describe.each(Object.keys(apps) as Service[])('the %s service', (service) => {
  test('when its router has a public route, then the OpenAPI registry lists it under this service', () => {
    const real = routesOf(apps[service]);
    expect(real.length).toBeGreaterThan(0);
    expect(real.filter((route) => !documented(service).includes(route))).toEqual([]);
  });

  test('when the registry lists a route under this service, then its router really has it', () => {
    const real = routesOf(apps[service]);
    expect(documented(service).filter((route) => !real.includes(route))).toEqual([]);
  });
});

test('when the document is built, then it has exactly the registry routes, each once, each with its service', () => {
  const doc = createOpenApiDocument();
  const inDoc = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, { 'x-service'?: string }>).map(
      ([method, op]) => `${op['x-service']} ${method.toUpperCase()} ${path}`,
    ),
  );
  const inRegistry = (Object.keys(API_ROUTES) as Service[]).flatMap((s) => documented(s).map((r) => `${s} ${r}`));
  expect(inDoc.sort()).toEqual(inRegistry.sort());
});
