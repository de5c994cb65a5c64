import type { Connection } from 'mongoose';
import { createAuthGuard, type JwtVerifyOptions } from '@agency/server-kit';
import { createDomainRepository, type DomainRepository } from './domains/domain-repository';
import { createMemberProfileRepository, type MemberProfileRepository } from './members/member-profile-repository';
import { createContactMessageRepository, type ContactMessageRepository } from './contact/contact-message-repository';

/** What the admin routes and use cases work with: repositories and the auth guard. */
export interface AdminContext {
  domains: DomainRepository;
  members: MemberProfileRepository;
  messages: ContactMessageRepository;
  requireAuth: ReturnType<typeof createAuthGuard>;
}

export function createAdminContext(db: Connection, jwt: JwtVerifyOptions): AdminContext {
  return {
    domains: createDomainRepository(db),
    members: createMemberProfileRepository(db),
    messages: createContactMessageRepository(db),
    requireAuth: createAuthGuard(jwt),
  };
}
