import { z } from 'zod';

/** A service category (spec: Domain). `domain_id` is the database id as a hex string. */
export const domainSchema = z.object({
  domain_id: z.string(),
  name: z.string(),
});
export type Domain = z.infer<typeof domainSchema>;

export const domainListSchema = z.array(domainSchema);

/** POST /api/admin/domains. The name is trimmed; a blank name is refused. */
export const createDomainBodySchema = z.object({
  name: z.string({ error: 'Domain name is required' }).trim().min(1, 'Domain name is required').max(100, 'Domain name is too long'),
});
export type CreateDomainBody = z.infer<typeof createDomainBodySchema>;

/** Same rule as the spec's /team/{slug}: lower-cased, trimmed, spaces hyphenated. */
export function toDomainSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
