import { z } from 'zod';
import { toDomainSlug } from './constants/domain-slug';

/**
 * A service category (spec: Domain). `domain_id` is the database id as a hex string; `slug` is stored
 * with the domain when it is created and never changes, so a team page keeps its owner. (Optional only
 * so a reader of an older admin service still parses; front ends fall back to toDomainSlug(name).)
 */
export const domainSchema = z.object({
  domain_id: z.string(),
  name: z.string(),
  slug: z.string().optional(),
});
export type Domain = z.infer<typeof domainSchema>;

export const domainListSchema = z.array(domainSchema);

/** POST /api/admin/domains. The name is trimmed; a blank name is refused. */
export const createDomainBodySchema = z.object({
  name: z
    .string({ error: 'Domain name is required' })
    .trim()
    .min(1, 'Domain name is required')
    .max(100, 'Domain name is too long')
    .refine((name) => toDomainSlug(name) !== '', 'Domain name needs at least one letter or digit'),
});
export type CreateDomainBody = z.infer<typeof createDomainBodySchema>;

/**
 * GET /api/admin/domains/:id/usage: what refers to a domain, shown before it is deleted. `requests` is
 * null when the request service did not answer (the dialog says so rather than guessing 0).
 */
export const domainUsageSchema = z.object({
  domain_id: z.string(),
  name: z.string(),
  members: z.number(),
  /** Members who have no other domain: deleting is refused while there are any. */
  membersWithoutOtherDomain: z.array(z.object({ member_id: z.string(), name: z.string() })),
  clients: z.number(),
  requests: z.number().nullable(),
});
export type DomainUsage = z.infer<typeof domainUsageSchema>;
