import { z } from 'zod';
import { domainSchema } from './domain';

/** What the public team page shows for one member. Never carries the e-mail. */
export const memberCardSchema = z.object({
  member_id: z.string(),
  name: z.string(),
  empId: z.string(),
  pic: z.string(),
  description: z.string(),
  skillTags: z.array(z.string()),
  domains: z.array(domainSchema),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const memberCardListSchema = z.array(memberCardSchema);

/** ?cursor=&limit= of a domain's team page (a page of cards by name; 24 unless asked, at most 100). */
export const teamPageQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number()
    .int()
    .catch(24)
    .default(24)
    .transform((n) => Math.min(Math.max(n, 1), 100)),
});
export type TeamPageQuery = z.infer<typeof teamPageQuerySchema>;

/** GET /api/admin/domains/:id/team: one page of the domain's members by name; follow nextCursor to the end. */
export const teamPageSchema = z.object({
  members: z.array(memberCardSchema),
  nextCursor: z.string().nullable(),
  total: z.number(),
});
export type TeamPage = z.infer<typeof teamPageSchema>;

/** GET /api/admin/members/:id: the card plus the profile blocks (about, skills, languages). */
export const memberProfileSchema = memberCardSchema.extend({
  about: z.string(),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
