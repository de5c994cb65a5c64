import type { Connection } from 'mongoose';
import { createAuthGuard, type JwtVerifyOptions, type Logger } from '@agency/server-kit';
import { createClientRepository, type ClientRepository } from './clients/client-repository';
import { createContactMessageRepository, type ContactMessageRepository } from './contact/contact-message-repository';
import { createDomainRepository, type DomainRepository } from './domains/domain-repository';
import { createMemberAccountsClient, type MemberAccountsClient } from './members/member-accounts-client';
import { createMemberProfileRepository, type MemberProfileRepository } from './members/member-profile-repository';
import { createProjectRepository, type ProjectRepository } from './projects/project-repository';
import { createPortalClient, type PortalClient } from './requests/portal-client';

/** What the admin routes and use cases work with: repositories, clients of other services, the auth guard. */
export interface AdminContext {
  domains: DomainRepository;
  members: MemberProfileRepository;
  messages: ContactMessageRepository;
  clients: ClientRepository;
  projects: ProjectRepository;
  accounts: MemberAccountsClient;
  portal: PortalClient;
  requireAuth: ReturnType<typeof createAuthGuard>;
  logger?: Logger;
}

export interface AdminContextOptions {
  db: Connection;
  jwt: JwtVerifyOptions;
  urls: { auth?: string; user?: string; member?: string };
  internalToken: string;
  logger?: Logger;
}

export function createAdminContext({ db, jwt, urls, internalToken, logger }: AdminContextOptions): AdminContext {
  return {
    domains: createDomainRepository(db),
    members: createMemberProfileRepository(db),
    messages: createContactMessageRepository(db),
    clients: createClientRepository(db),
    projects: createProjectRepository(db),
    accounts: createMemberAccountsClient(urls.auth, internalToken),
    portal: createPortalClient(urls, internalToken),
    requireAuth: createAuthGuard(jwt),
    logger,
  };
}
