import { z } from 'zod';

/** One e-mail the mail server refused for good (5xx) or that was given up on: never retried by itself. */
export const failedMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  failedAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** GET /api/auth/failed-mail and GET /api/user/failed-mail (admin): how many, and the newest 50, of each service's own mail. */
export const failedMailListSchema = z.object({ count: z.number().int(), mails: z.array(failedMailSchema) });
export type FailedMailList = z.infer<typeof failedMailListSchema>;
