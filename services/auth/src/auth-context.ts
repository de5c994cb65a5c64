import type { Connection } from 'mongoose';
import { createAccountRepository, type AccountRepository } from './accounts/account-repository';
import { createTokenSigner, type TokenSigner, type TokenSignerOptions } from './sessions/token-signer';

export interface AuthContext {
  accounts: AccountRepository;
  signToken: TokenSigner;
  internalToken: string;
}

export function createAuthContext(db: Connection, signer: TokenSignerOptions, internalToken: string): AuthContext {
  return { accounts: createAccountRepository(db), signToken: createTokenSigner(signer), internalToken };
}
