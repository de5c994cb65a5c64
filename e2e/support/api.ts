// Calls the stack's public API the way a browser would (JSON in, JSON out) so specs can set up data
// and check what a caller sees without repeating the fetch plumbing.
import { API } from './stack';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies, read field by field by each spec
export type Json = any;

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
}

/** One API call through the gateway; the body is `null` when the answer is not JSON. */
export async function call(path: string, options: CallOptions = {}): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${API}${path}`, {
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** A short tag that makes names and e-mails unique across runs and parallel specs. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
