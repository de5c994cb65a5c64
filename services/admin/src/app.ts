import type { Connection } from 'mongoose';
import {
  createAuthClient,
  createAuthGuard,
  createOutbox,
  createServiceApp,
  limitRequests,
  startEmbeddedMessageRelay,
  startOutboxRelay,
  trustGatewayHop,
  type EmbeddedMessageRelayOptions,
  type JwtVerifyOptions,
  type Logger,
} from '@agency/server-kit';
import { createClientRepository } from './clients/client-repository';
import { createClientRoutes } from './clients/routes';
import { CONTACT_MESSAGES_COLLECTION, createContactMessageRepository } from './contact/contact-message-repository';
import { createContactRoutes } from './contact/routes';
import { createDashboardRoutes } from './dashboard/routes';
import { createDomainRepository } from './domains/domain-repository';
import { createDomainRoutes } from './domains/routes';
import { createExportRoutes } from './exports/routes';
import { createContactInsightsRepository } from './insights/contact-insights-repository';
import { createMemberNamesRepository } from './insights/member-names-repository';
import { createInsightsOwnersClient } from './insights/owners-client';
import { createInsightsRoutes } from './insights/routes';
import { createAdminMemberRoutes } from './members/admin-routes';
import { createMemberProfileRepository, MEMBER_PROFILES_COLLECTION } from './members/member-profile-repository';
import { createMemberRoutes } from './members/routes';
import { createProjectRepository } from './projects/project-repository';
import { createProjectRoutes } from './projects/routes';
import { createPublicFiguresRepository } from './public-figures/public-figures-repository';
import { createPublicFiguresRoutes } from './public-figures/routes';
import { createPortalClient } from './requests/portal-client';
import { createRequestRoutes } from './requests/routes';
import { createReleaseRepository } from './releases/release-repository';
import { createReleaseRoutes } from './releases/routes';
import { createSocialLinksRepository } from './social-links/social-links-repository';
import { createSocialLinksRoutes } from './social-links/routes';
import { createSettingsRoutes } from './settings/routes';

export interface AdminAppDeps {
  db: Connection;
  jwt: JwtVerifyOptions;
  /** Auth's internal account API: member accounts and the admin's own settings. */
  authUrl?: string;
  /** The portal's internal APIs: service requests (user) and tasks (member). */
  userUrl?: string;
  memberUrl?: string;
  internalToken?: string;
  /** The release operators' token and the override cookies' signing secret (empty: that part refuses). */
  operatorToken?: string;
  releaseOverrideSecret?: string;
  logger?: Logger;
  /** Tests: the relays of the messages contact messages and removed profiles carry, e.g. a shorter poll. */
  embeddedMessages?: Pick<EmbeddedMessageRelayOptions, 'pollMs' | 'maxBackoffMs' | 'leaseMs'>;
}

export function createApp(deps: AdminAppDeps) {
  const { db, jwt, authUrl, userUrl, memberUrl, internalToken = '', operatorToken = '', releaseOverrideSecret = '', logger } = deps;
  const requireAuth = createAuthGuard(jwt);
  const domains = createDomainRepository(db);
  const members = createMemberProfileRepository(db);
  const clients = createClientRepository(db);
  const projects = createProjectRepository(db);
  const messages = createContactMessageRepository(db);
  const figures = createPublicFiguresRepository(db);
  const links = createSocialLinksRepository(db);
  const portal = createPortalClient({ user: userUrl, member: memberUrl }, internalToken);
  const accounts = createAuthClient({ authUrl, internalToken });
  const urls = { auth: authUrl, member: memberUrl, user: userUrl };
  const owners = createInsightsOwnersClient({ user: userUrl, member: memberUrl }, internalToken);
  const names = createMemberNamesRepository(db);
  // A cancelled account in the member saga (no change of its own here), delivered by the relay.
  const outbox = createOutbox(db);
  const relay = startOutboxRelay({ outbox, urls, internalToken, logger });
  // What a command records in the document it writes, delivered from there: a contact message's
  // notification (user service), a removed member's withdrawal, unassignment and account deletion.
  const carried = (collection: string) =>
    startEmbeddedMessageRelay({ ...deps.embeddedMessages, db, collection, urls, internalToken, logger });
  const contactMessages = carried(CONTACT_MESSAGES_COLLECTION);
  const removals = carried(MEMBER_PROFILES_COLLECTION);
  // 5 in 10 minutes: more than a person writes, few enough that a script cannot fill the inbox.
  const limitContactMessages = limitRequests({
    db,
    name: 'contact',
    limit: 5,
    windowMs: 10 * 60_000,
    message: 'Too many messages from your address. Please try again later.',
  });
  const app = createServiceApp({
    name: 'admin',
    db,
    jwt,
    logger,
    background: [relay, contactMessages, removals],
    routes: [
      createDashboardRoutes({ domains, members, clients, projects, messages, portal, logger, requireAuth }),
      createInsightsRoutes({ owners, contact: createContactInsightsRepository(db), names, logger, requireAuth }),
      createExportRoutes({ clients, messages, owners, names, requireAuth }),
      createDomainRoutes({ domains, members, clients, portal, requireAuth }),
      createMemberRoutes({ domains, members }),
      createAdminMemberRoutes({ domains, members, accounts, outbox, relay, removals, logger, requireAuth, internalToken, db }),
      createRequestRoutes({ portal, members, requireAuth }),
      createClientRoutes({ clients, domains, requireAuth }),
      createProjectRoutes({ projects, requireAuth }),
      createContactRoutes({ messages, limitContactMessages, requireAuth }),
      createPublicFiguresRoutes({ figures, members, domains, clients, requireAuth }),
      createSocialLinksRoutes({ links, requireAuth }),
      createSettingsRoutes({ accounts, requireAuth }),
      createReleaseRoutes({
        releases: createReleaseRepository(db),
        requireAuth,
        internalToken,
        operatorToken,
        overrideSecret: releaseOverrideSecret,
      }),
    ],
  });
  // req.ip is the visitor's address the gateway forwarded (the contact form's rate limit keys on it).
  app.set('trust proxy', trustGatewayHop());
  return app;
}
