import { z } from 'zod';
import { emailSchema } from './auth';
import { isPhoneNumber, PHONE_RULE_MESSAGE } from './constants/phone';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (at most ${max} characters)`);

/** POST /api/contact: the public contact form (spec section 3). Phone is optional. */
export const contactBodySchema = z.object({
  name: text('Name', 100),
  email: emailSchema,
  phone: z.string().trim().max(30, 'Phone is too long').refine(isPhoneNumber, PHONE_RULE_MESSAGE).optional().default(''),
  subject: text('Subject', 150),
  message: text('Message', 5000),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactMessageSchema = contactBodySchema.extend({ message_id: z.string(), created_at: z.string(), read: z.boolean() });
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/admin/public-stats: the figures the public team page counts up to (set by the admin in Settings). */
export const publicStatsSchema = z.object({ teamMembers: z.number(), departments: z.number(), clients: z.number().nullable() });
export type PublicStats = z.infer<typeof publicStatsSchema>;
