import type { RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import {
  createAuthGuard,
  createOutbox,
  limitRequests,
  startOutboxRelay,
  type JwtVerifyOptions,
  type Logger,
  type Outbox,
  type OutboxRelay,
} from '@agency/server-kit';
import { createClientRepository, type ClientRepository } from './clients/client-repository';
import { createContactMessageRepository, type ContactMessageRepository } from './contact/contact-message-repository';
import { createDomainRepository, type DomainRepository } from './domains/domain-repository';
import { createMemberAccountsClient, type MemberAccountsClient } from './members/member-accounts-client';
import { wasMemberRemoved } from './members/manage-members';
import { createMemberProfileRepository, type MemberProfileRepository } from './members/member-profile-repository';
import { createProjectRepository, type ProjectRepository } from './projects/project-repository';
import { createPortalClient, type PortalClient } from './requests/portal-client';
import { createPublicFiguresRepository, type PublicFiguresRepository } from './public-figures/public-figures-repository';

/** What the admin routes and use cases work with: repositories, clients of other services, the auth guard. */
export interface AdminContext {
  domains: DomainRepository;
  members: MemberProfileRepository;
  messages: ContactMessageRepository;
  clients: ClientRepository;
  projects: ProjectRepository;
  figures: PublicFiguresRepository;
  accounts: MemberAccountsClient;
  portal: PortalClient;
  requireAuth: ReturnType<typeof createAuthGuard>;
  /** What this service tells others (member removed, account cancelled), delivered by `relay`. */
  outbox: Outbox;
  relay: OutboxRelay;
  db: Connection;
  internalToken: string;
  /** The public contact form's flood limit (per visitor address, counted in this service's database). */
  limitContactMessages: RequestHandler;
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
  const members = createMemberProfileRepository(db);
  const outbox = createOutbox(db);
  const relay = startOutboxRelay({
    outbox,
    urls: { auth: urls.auth, member: urls.member },
    internalToken,
    logger,
    confirm: (entry) => wasMemberRemoved({ members }, entry.path),
  });
  return {
    domains: createDomainRepository(db),
    members,
    outbox,
    relay,
    db,
    internalToken,
    messages: createContactMessageRepository(db),
    clients: createClientRepository(db),
    projects: createProjectRepository(db),
    figures: createPublicFiguresRepository(db),
    accounts: createMemberAccountsClient(urls.auth, internalToken),
    portal: createPortalClient(urls, internalToken),
    // 5 in 10 minutes: more than a person writes, few enough that a script cannot fill the inbox.
    limitContactMessages: limitRequests({
      db,
      name: 'contact',
      limit: 5,
      windowMs: 10 * 60_000,
      message: 'Too many messages from your address. Please try again later.',
    }),
    requireAuth: createAuthGuard(jwt),
    logger,
  };
}
