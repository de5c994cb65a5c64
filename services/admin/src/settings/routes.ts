import { Router, type RequestHandler } from 'express';
import {
  updateAdminProfileBodySchema,
  updatePasswordBodySchema,
  type PasswordChangedResponse,
  type Role,
  type UpdateProfileResponse,
  type UserProfile,
} from '@agency/contracts';
import { bearerOf, createAuthAccountsClient, etagOf, parseIfMatch, type AuthAccountsClient } from '@agency/server-kit';

interface Deps {
  requireAuth: (roles?: readonly Role[]) => RequestHandler;
  authUrl?: string;
  internalToken?: string;
  accounts?: AuthAccountsClient;
}

/** The admin's own account (Settings page): name, e-mail and password, kept by the auth service. */
export function createSettingsRoutes({ requireAuth, authUrl = '', internalToken = '', ...deps }: Deps): Router {
  const accounts = deps.accounts ?? createAuthAccountsClient({ authUrl, internalToken });
  const router = Router();
  const admin = requireAuth(['admin']);
  const token = (header: string | undefined) => bearerOf(header);

  router.get('/api/admin/profile', admin, async (req, res) => {
    const { name, email, version = 0 } = await accounts.getAccount<UserProfile>(req.auth!.sub, token(req.get('authorization')));
    res.set('etag', etagOf(version)).json({ name, email, version });
  });

  router.put('/api/admin/profile', admin, async (req, res) => {
    const body = updateAdminProfileBodySchema.parse(req.body ?? {});
    const ifMatch = parseIfMatch(req.get('if-match')); // checked here, compared by auth
    const answer = await accounts.updateAccount<UpdateProfileResponse>(req.auth!.sub, token(req.get('authorization')), body, {
      ifMatch: ifMatch === undefined ? undefined : etagOf(ifMatch),
      client: req.ip,
    });
    const { user, pendingEmail } = answer;
    const version = user.version ?? 0;
    // A new e-mail is pending until the link mailed to it is opened: `email` is still the sign-in one.
    res.set('etag', etagOf(version)).json({
      message: answer.message,
      token: answer.token,
      name: user.name,
      email: user.email,
      version,
      ...(pendingEmail ? { pendingEmail } : {}),
    });
  });

  router.put('/api/admin/password', admin, async (req, res) => {
    const body = updatePasswordBodySchema.parse(req.body ?? {});
    res.json(await accounts.changePassword<PasswordChangedResponse>(req.auth!.sub, token(req.get('authorization')), body, req.ip));
  });

  return router;
}
