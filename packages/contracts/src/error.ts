import { z } from 'zod';

/** Every error answer of every service and the gateway. */
export const errorBodySchema = z.object({ error: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
