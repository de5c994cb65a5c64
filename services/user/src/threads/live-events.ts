import type { ThreadMessage } from '@agency/contracts';
import type { RequestRecord, RequestRepository } from '../requests/request-repository';
import { presentMessage } from './present-message';
import { canSeeThread, type Viewer } from './thread-access';
import type { ThreadRepository } from './thread-repository';

export interface Subscriber {
  viewer: Viewer;
  send(message: ThreadMessage): void;
}

interface Deps {
  requests: Pick<RequestRepository, 'findById'>;
  threads: Pick<ThreadRepository, 'listCreatedSince'>;
  /** How often the database is asked for messages stored by other replicas (only while someone listens). */
  pollMs?: number;
  onError?: (err: unknown) => void;
}

// Messages posted by another replica are found by their creation time; the look-back covers clocks and
// writes that commit a little after their timestamp, and the remembered ids keep each delivery single.
const LOOK_BACK_MS = 3000;
const REMEMBER_MS = 15_000;

/**
 * Who listens for new thread messages in this process, and what they are told. A post here is told at
 * once; a post on another replica is found by one query per process per `pollMs`, whatever the number
 * of listeners. Each listener hears only messages of threads they can see.
 */
export function createLiveEvents({ requests, threads, pollMs = 500, onError }: Deps) {
  const subscribers = new Set<Subscriber>();
  const delivered = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  let since = new Date();

  function deliver(message: ThreadMessage, request: RequestRecord) {
    if (delivered.has(message.message_id)) return;
    delivered.set(message.message_id, Date.now());
    for (const subscriber of subscribers) if (canSeeThread(request, subscriber.viewer)) subscriber.send(message);
  }

  async function poll() {
    if (polling) return;
    polling = true;
    try {
      const startedAt = new Date();
      const found = await threads.listCreatedSince(new Date(since.getTime() - LOOK_BACK_MS), 500);
      since = startedAt;
      const requestsById = new Map<string, RequestRecord | null>();
      for (const record of found) {
        if (delivered.has(record.id)) continue;
        if (!requestsById.has(record.requestId)) requestsById.set(record.requestId, await requests.findById(record.requestId));
        const request = requestsById.get(record.requestId);
        if (request) deliver(presentMessage(record), request);
      }
      const forgetBefore = Date.now() - REMEMBER_MS;
      for (const [id, at] of delivered) if (at < forgetBefore) delivered.delete(id);
    } catch (err) {
      onError?.(err);
    } finally {
      polling = false;
    }
  }

  return {
    subscribe(subscriber: Subscriber): () => void {
      subscribers.add(subscriber);
      if (!timer) {
        since = new Date();
        timer = setInterval(() => void poll(), pollMs);
        timer.unref();
      }
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    /** A message stored by this process: told to its listeners now. */
    publish: deliver,
    get listeners() {
      return subscribers.size;
    },
  };
}

export type LiveEvents = ReturnType<typeof createLiveEvents>;
