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

/** GET /api/admin/members/:id: the card plus the profile blocks (about, skills, languages). */
export const memberProfileSchema = memberCardSchema.extend({
  about: z.string(),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
