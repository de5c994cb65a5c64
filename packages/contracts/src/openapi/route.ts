import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiResponsesObject } from 'zod-openapi';
import type { Role } from '../constants/roles';
import { errorBodySchema } from '../error';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** One public route of one service, described with the schemas the service parses and answers with. */
export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI form (`/api/admin/domains/{id}`); Express writes the same path with `:id`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** Who may call it with a bearer token; absent means public (no token). */
  roles?: readonly Role[];
  body?: z.ZodType;
  /** The same call as multipart/form-data (with files), besides the JSON body. */
  upload?: z.ZodType;
  query?: z.ZodObject;
  /** The success answer: 200 unless `created`. */
  answer: z.ZodType;
  /** The answer's media type when it is not JSON (a file download). */
  answerType?: string;
  created?: boolean;
  /** Errors this route gives besides the ones every route of its kind gives: status → codes and when. */
  errors?: Partial<Record<ErrorStatus, string>>;
}

// Every id in a path is a MongoDB ObjectId as hex (the services answer 400 INVALID_ID or 404 for others).
const idParam = z.string().meta({ description: 'A 24-character hex id', example: '665f1c2e9b1d4a0012ab34cd' });

// services/*: server-kit's idempotentPosts runs on every POST of every service.
const idempotencyHeader = z.object({
  'idempotency-key': z.string().max(200).optional().meta({
    description:
      'Optional. A retry with the same key answers the first outcome again instead of acting twice (24 h); reused for another request → 422 IDEMPOTENCY_KEY_REUSED.',
  }),
});

const ROLE_TEXT = (roles: readonly Role[]) => `Needs a bearer token of role ${roles.join(' or ')}.`;

function pathParams(path: string): z.ZodObject | undefined {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return names.length ? z.object(Object.fromEntries(names.map((name) => [name, idParam]))) : undefined;
}

function errorResponses(route: ApiRoute): ZodOpenApiResponsesObject {
  const texts: Partial<Record<ErrorStatus, string[]>> = {};
  const add = (status: ErrorStatus, text: string) => (texts[status] ??= []).push(text);
  // Most queries are clamped rather than refused, so a route lists its query's 400 itself.
  if (route.body) {
    add(
      400,
      'VALIDATION_FAILED: the first problem with the body, in words (INVALID_JSON for a body that is not JSON, BODY_TOO_DEEP past 32 levels).',
    );
    add(413, 'PAYLOAD_TOO_LARGE: a JSON body over 100 kB.');
    add(415, `UNSUPPORTED_MEDIA_TYPE: a body that is not application/json${route.upload ? ' or multipart/form-data' : ''}.`);
  }
  if (route.roles) {
    add(401, 'UNAUTHENTICATED: no token, or an invalid, expired or revoked one.');
    add(403, `FORBIDDEN: signed in with another role than ${route.roles.join(' or ')}.`);
  }
  for (const [status, text] of Object.entries(route.errors ?? {})) add(Number(status) as ErrorStatus, text);
  const json = { 'application/json': { schema: errorBodySchema } };
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, lines] of Object.entries(texts))
    responses[status as `${ErrorStatus}`] = { description: lines.join(' '), content: json };
  responses.default = {
    description: 'Trouble behind the API: 502/503 UPSTREAM_UNAVAILABLE or DATABASE_UNAVAILABLE, 504 UPSTREAM_TIMEOUT, 500 INTERNAL_ERROR.',
    content: json,
  };
  return responses;
}

/** The OpenAPI operation of a route: its schemas, its security and the `{ error, code }` answers it can give. */
export function toOperation(route: ApiRoute, service: string): ZodOpenApiOperationObject {
  const path = pathParams(route.path);
  const header = route.method === 'post' ? idempotencyHeader : undefined;
  const description = [route.description, route.roles ? ROLE_TEXT(route.roles) : 'Public: no token needed.'].filter(Boolean).join('\n\n');
  return {
    summary: route.summary,
    description,
    tags: [route.tag],
    'x-service': service,
    security: route.roles ? [{ bearerAuth: [] }] : [],
    ...(path || route.query || header
      ? { requestParams: { ...(path && { path }), ...(route.query && { query: route.query }), ...(header && { header }) } }
      : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: route.body },
              ...(route.upload && { 'multipart/form-data': { schema: route.upload } }),
            },
          },
        }
      : {}),
    responses: {
      [route.created ? '201' : '200']: {
        description: route.created ? 'Created' : 'OK',
        content: { [route.answerType ?? 'application/json']: { schema: route.answer } },
      },
      ...errorResponses(route),
    },
  };
}

/** The 400 every route with an id in its path answers. */
export const BAD_ID = 'INVALID_ID: the id is not a 24-character hex id.';
