import { isSessionRevoked, type SessionStateLookup, type VerifiedBearer } from '@agency/server-kit';

export interface WatchedStream {
  token: Pick<VerifiedBearer, 'sub' | 'tokenVersion' | 'sid' | 'exp'>;
  /** Ends the stream because its session is over. */
  end(): void;
}

interface Deps {
  /** Auth's word on the account (server-kit's cached lookup); absent: streams end at `exp` only. */
  sessionState?: SessionStateLookup;
  /** How often every open stream's session is asked about again. */
  checkMs?: number;
  onError?: (err: unknown) => void;
}

// Longest timer Node keeps (about 24.8 days); a later `exp` is caught by the sweep.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A stream outlives the request that opened it, so its session is asked about again while it is open:
 * every `checkMs` each subject with open streams is looked up (one call per subject, answers at most
 * `checkMs` old), and a revoked session or a passed `exp` ends its streams. Revocation reaches an open
 * stream within about two `checkMs` plus auth's answer time.
 */
export function createStreamSessions({ sessionState, checkMs = 3000, onError }: Deps) {
  const streams = new Set<WatchedStream>();
  let timer: NodeJS.Timeout | undefined;
  let sweeping = false;

  const expired = (stream: WatchedStream) => stream.token.exp * 1000 <= Date.now();

  async function sweep() {
    if (sweeping) return;
    sweeping = true;
    try {
      const bySubject = new Map<string, WatchedStream[]>();
      for (const stream of streams) bySubject.set(stream.token.sub, [...(bySubject.get(stream.token.sub) ?? []), stream]);
      await Promise.all(
        [...bySubject].map(async ([sub, watched]) => {
          const state = sessionState ? await sessionState(sub, checkMs) : null;
          for (const stream of watched) if (expired(stream) || isSessionRevoked(stream.token, state)) stream.end();
        }),
      );
    } catch (err) {
      onError?.(err);
    } finally {
      sweeping = false;
    }
  }

  return {
    /** Watches one open stream until the returned function is called (when it closes). */
    watch(stream: WatchedStream): () => void {
      streams.add(stream);
      const atExp = setTimeout(() => stream.end(), Math.min(Math.max(stream.token.exp * 1000 - Date.now(), 0), MAX_TIMER_MS));
      timer ??= setInterval(() => void sweep(), checkMs).unref();
      return () => {
        clearTimeout(atExp);
        streams.delete(stream);
        if (streams.size === 0) timer = void clearInterval(timer);
      };
    },
  };
}

export type StreamSessions = ReturnType<typeof createStreamSessions>;
