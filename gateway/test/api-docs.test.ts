import SwaggerParser from '@apidevtools/swagger-parser';
import { makeWebRoot, startGateway, startUpstream, type TestGateway, type Upstream } from './helpers';

let gw: TestGateway;
let upstream: Upstream;

beforeAll(async () => {
  upstream = await startUpstream();
  const url = upstream.url;
  gw = await startGateway({ AUTH_URL: url, USER_URL: url, MEMBER_URL: url, ADMIN_URL: url, WEB_ROOT: makeWebRoot() });
});
afterAll(async () => {
  await gw.close();
  await upstream.close();
});

type Operation = {
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
};
interface ApiDocument {
  openapi: string;
  info: object;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, object>; schemas: Record<string, { required?: string[] }> };
}
const readDocument = async (res: Response) => (await res.json()) as ApiDocument;
type ValidatorInput = Parameters<typeof SwaggerParser.validate>[0];

test('when /api/openapi.json is fetched, then the gateway answers a valid OpenAPI 3.1 document itself', async () => {
  const res = await fetch(`${gw.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const doc = await readDocument(res);
  expect(doc.openapi).toBe('3.1.0');
  // The validator resolves the $refs in place, so it gets its own copy.
  await expect(SwaggerParser.validate(structuredClone(doc) as unknown as ValidatorInput)).resolves.toBeTruthy();
  // ...and that validator does refuse a broken document (no info), so the line above means something.
  await expect(SwaggerParser.validate({ ...structuredClone(doc), info: undefined } as unknown as ValidatorInput)).rejects.toThrow();
  expect(upstream.seen).toEqual([]); // not proxied to any service
});

test('when a route needs a token, then its operation says bearer and documents 401; errors are { error, code }', async () => {
  const doc = await readDocument(await fetch(`${gw.url}/api/openapi.json`));
  expect(doc.components.securitySchemes['bearerAuth']).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  expect(doc.components.schemas['ErrorBody']?.required).toEqual(['error', 'code']);
  const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
  expect(ops.length).toBeGreaterThanOrEqual(50);
  for (const op of ops) {
    const errors = Object.entries(op.responses).filter(([status]) => status === 'default' || Number(status) >= 400);
    for (const [, answer] of errors) expect(answer.content?.['application/json']?.schema?.$ref).toBe('#/components/schemas/ErrorBody');
    if (op.security?.length) expect(op.responses['401']).toBeDefined();
  }
  const domains = doc.paths['/api/admin/domains'];
  expect(domains?.get?.security).toEqual([]); // the public read
  expect(domains?.post?.security).toEqual([{ bearerAuth: [] }]);
  expect(domains?.post?.responses['409']?.description).toContain('DOMAIN_EXISTS');
});

test('when /api/docs is opened, then it is an HTML page whose scripts are files under the strict CSP', async () => {
  const res = await fetch(`${gw.url}/api/docs`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src 'self'(;|$)/); // files only: no inline script is allowed at all
  expect(csp).not.toContain('unsafe-eval');
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attrs, body] of scripts) {
    expect(attrs).toMatch(/src="\/api\/docs\//);
    expect(body!.trim()).toBe(''); // no inline script
  }
  for (const src of [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((m) => m[1])) {
    const asset = await fetch(`${gw.url}${src}`);
    expect([src, asset.status]).toEqual([src, 200]);
  }
  expect(upstream.seen).toEqual([]);
});

test('when another file under /api/docs is asked for, then it is the JSON 404, not a file of the Swagger package', async () => {
  for (const path of ['/api/docs/swagger-initializer.js', '/api/docs/package.json', '/api/docs/nope']) {
    const res = await fetch(`${gw.url}${path}`);
    expect([path, res.status]).toEqual([path, 404]);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  }
});
