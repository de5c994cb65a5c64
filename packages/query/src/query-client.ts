import { QueryClient } from '@tanstack/react-query';
import { accountOf, getSession, subscribe } from '@agency/web-kit';

/**
 * A remote's one query cache. A failed call shows its message at once (the web kit's client already
 * times out and words the failure; a silent retry would only delay it), and a page reads again when it
 * is opened or a change asks for it, not whenever the window gets focus.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  // Answers belong to the account that asked for them: another account (or none) starts from an empty cache.
  let account = accountOf(getSession());
  subscribe(() => {
    const now = accountOf(getSession());
    if (now === account) return;
    account = now;
    client.clear();
  });
  return client;
}
