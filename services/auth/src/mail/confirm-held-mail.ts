import type { Role } from '@agency/contracts';
import type { OutboxEntry } from '@agency/server-kit';
import type { EmailChangeRepository } from '../accounts/email-change-repository';
import { composeResetMail, type ResetPasswordDeps } from '../passwords/reset-password';
import { MAIL_KINDS } from './sealed-mail';

/**
 * The relay's `confirm` for a message a crash (or a failed write) left held. A reset request was
 * answered already, so it is finished now; an e-mail change's mails go when the change was stored.
 * Other messages (account.changed) are written around changes that a retry makes good: sent.
 */
export function confirmHeldMessage(deps: ResetPasswordDeps & { emailChanges: EmailChangeRepository }) {
  return async (entry: OutboxEntry): Promise<boolean> => {
    const meta = entry.meta ?? {};
    switch (entry.kind) {
      case MAIL_KINDS.passwordReset:
        return composeResetMail(deps, entry._id, { email: meta.email ?? '', role: meta.role as Role });
      case MAIL_KINDS.emailChangeLink:
      case MAIL_KINDS.emailChangeNotice:
        return deps.emailChanges.isIssued(meta.tokenHash ?? '');
      default:
        return true;
    }
  };
}
