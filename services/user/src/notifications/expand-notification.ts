import type { InternalAccount as Identity, Role } from '@agency/contracts';
import type { AuthClient } from '@agency/server-kit';
import type { RequestRecord, RequestRepository } from '../requests/request-repository';
import type { NewMail, StoredEvent } from './notification-event';
import type { NotificationSettingsRepository } from './notification-settings-repository';
import { contactMailText, kindFor, requestMailText, threadLink } from './notification-texts';

export interface ExpandDeps {
  requests: Pick<RequestRepository, 'findById'>;
  /** Whom to e-mail: auth owns names and addresses, so they are read when a notification is sent. */
  directory: Pick<AuthClient, 'identity' | 'adminAccounts'>;
  settings: Pick<NotificationSettingsRepository, 'whoTurnedOff'>;
  publicUrl: string;
}

type Audience = { admins: boolean; ids: Array<{ id: string; role: Role }> };

/**
 * Who hears of a request event, decided from the request as it is now: the customer who placed it,
 * the members assigned to it, the admins. Nobody who cannot see the request's thread (a member taken
 * off it, another customer) is ever on the list. Of messages, the agency hears of the customer's and the
 * customer of the agency's (notification-texts.ts `toldTo`), so no author is told of their own.
 */
function audienceOf(event: StoredEvent, request: Pick<RequestRecord, 'userId' | 'assignees' | 'status'>): Audience {
  const customer = { id: request.userId, role: 'user' as const };
  const members = request.assignees.map((a) => ({ id: a.id, role: 'member' as const }));
  switch (event.type) {
    case 'request.created':
      // Taken back before its e-mail went out (a writer that died first): there is nothing to review.
      return { admins: request.status !== 'withdrawn', ids: [] };
    case 'member.assigned':
      return { admins: false, ids: members.filter((m) => m.id === event.memberId) };
    case 'thread.messages': {
      const byCustomer = event.messages!.some((m) => m.authorRole === 'user');
      const byAgency = event.messages!.some((m) => m.authorRole !== 'user');
      return { admins: byCustomer, ids: [...(byCustomer ? members : []), ...(byAgency ? [customer] : [])] };
    }
    default:
      return { admins: false, ids: [customer] };
  }
}

/** Current identities (auth owns e-mail addresses), each checked to still have the role it was chosen for. */
async function identitiesOf(directory: ExpandDeps['directory'], audience: Audience): Promise<Identity[]> {
  const found = await Promise.all(
    audience.ids.map(async ({ id, role }) => {
      const who = await directory.identity(id);
      return who?.role === role ? who : null;
    }),
  );
  const admins = audience.admins ? await directory.adminAccounts() : [];
  const all = [...admins, ...found.filter((who): who is Identity => who !== null)];
  return all.filter((who, i) => all.findIndex((other) => other.id === who.id) === i);
}

/** The e-mails one event turns into (one per person, minus those who turned that kind off). */
export async function expandNotification(deps: ExpandDeps, event: StoredEvent): Promise<NewMail[]> {
  let recipients: Identity[];
  let compose: (who: Identity) => { subject: string; text: string };
  if (event.type === 'contact.message') {
    recipients = await deps.directory.adminAccounts();
    compose = () => contactMailText(event, deps.publicUrl);
  } else {
    const request = event.requestId ? await deps.requests.findById(event.requestId) : null;
    if (!request) return [];
    recipients = await identitiesOf(deps.directory, audienceOf(event, request));
    compose = (who) => requestMailText(event, request, who.role, threadLink(deps.publicUrl, who.role, request.id));
  }
  recipients = recipients.filter((who) => who.email);

  const mails: NewMail[] = [];
  for (const role of ['user', 'member', 'admin'] as const) {
    const ofRole = recipients.filter((who) => who.role === role);
    if (ofRole.length === 0) continue;
    const kind = kindFor(event, role);
    const off = await deps.settings.whoTurnedOff(
      ofRole.map((who) => who.id),
      kind,
    );
    for (const who of ofRole) if (!off.has(who.id)) mails.push({ accountId: who.id, kind, to: who.email, ...compose(who) });
  }
  return mails;
}
