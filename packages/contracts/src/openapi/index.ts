// `@agency/contracts/openapi`: the OpenAPI 3.1 document of every public route, built from the same zod
// schemas the services parse with. A separate entry (package.json "exports") so that no browser bundle,
// which imports `@agency/contracts`, ever carries the generator.
import { createDocument, type ZodOpenApiObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { componentSchemas } from './components';
import { memberRoutes } from './member';
import { toOperation, type ApiRoute } from './route';
import { userRoutes } from './user';

export type { ApiRoute } from './route';

/** The registry: each service's public routes (integration/test/openapi-coverage.test.ts checks it against the routers). */
export const API_ROUTES: Record<'auth' | 'user' | 'member' | 'admin', ApiRoute[]> = {
  auth: authRoutes,
  user: userRoutes,
  member: memberRoutes,
  admin: adminRoutes,
};

const info: ZodOpenApiObject['info'] = {
  title: 'Agency portal API',
  version: '1.0.0',
  description:
    'Every public route of the auth, user, member and admin services, as the gateway serves them. ' +
    'Errors are always `{ "error": "<human text>", "code": "<MACHINE_CODE>" }` (plus `requestId` when the gateway gave one). ' +
    'Sign in with POST /api/auth/login and send the token as `Authorization: Bearer <token>`.',
};

export function createOpenApiDocument(): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const [service, routes] of Object.entries(API_ROUTES)) {
    for (const route of routes) {
      const item = (paths[route.path] ??= {});
      if (item[route.method]) throw new Error(`OpenAPI registry: ${route.method.toUpperCase()} ${route.path} is listed twice`);
      item[route.method] = toOperation(route, service);
    }
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info,
      paths,
      components: {
        schemas: componentSchemas,
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    {
      override: ({ jsonSchema, io }) => {
        // Answers may carry more than the contract names (e.g. requestId on errors): do not claim they cannot.
        if (io === 'output' && jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
        // z.number().int() says "a safe integer" with ±2^53 bounds: noise for a reader.
        if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
        if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      },
    },
  );
}
