import { z } from 'zod';
import { ADD_CLIENT_REQUIRED } from './constants/admin';

const required = (max: number) => z.string({ error: ADD_CLIENT_REQUIRED }).trim().min(1, ADD_CLIENT_REQUIRED).max(max, 'Field is too long');

/** POST /api/admin/clients (spec §3): `domain` is the domain's name. */
export const createClientBodySchema = z.object({
  clientName: required(120),
  domain: required(100),
  description: required(2000),
});
export type CreateClientBody = z.infer<typeof createClientBodySchema>;

export const clientSchema = z.object({
  client_id: z.string(),
  clientName: z.string(),
  domain: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** GET /api/admin/clients?cursor=&limit=: newest first, a page read by position (`nextCursor` null on the last). */
export const clientListResponseSchema = z.object({
  clients: z.array(clientSchema),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;
