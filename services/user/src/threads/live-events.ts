import type { ThreadMessage } from '@agency/contracts';
import type { RequestRecord, RequestRepository } from '../requests/request-repository';
import { presentMessage } from './present-message';
import { createRequestChanges, type RequestLiveEvent } from './request-changes';
import { canSeeThread, type Viewer } from './thread-access';
import type { ThreadRepository } from './thread-repository';

/** What an open stream is told: a thread message, or that a request or a member's tasks changed. */
export type LiveEvent = { type: 'message'; data: ThreadMessage } | RequestLiveEvent;

export interface Subscriber {
  viewer: Viewer;
  send(event: LiveEvent): void;
}

interface Deps {
  requests: Pick<RequestRepository, 'findById' | 'listChangedSince'>;
  threads: Pick<ThreadRepository, 'listCreatedSince'>;
  /** How often the database is asked for messages and request changes (only while someone listens). */
  pollMs?: number;
  onError?: (err: unknown) => void;
}

// Messages posted and requests changed by any replica are found by their time stamps; the look-back
// covers clocks and writes that commit a little after their timestamp, and what was remembered keeps
// each delivery single.
const LOOK_BACK_MS = 3000;
const REMEMBER_MS = 15_000;
const POLL_LIMIT = 500;

/**
 * Who listens for live updates in this process, and what they are told. A message posted here is told
 * at once; messages posted on another replica and request changes made by any replica (an answer, an
 * assign, a task made, a member's progress) are found by one query each per process per `pollMs`,
 * whatever the number of listeners. Each listener hears only of requests and threads they can see.
 */
export function createLiveEvents({ requests, threads, pollMs = 500, onError }: Deps) {
  const subscribers = new Set<Subscriber>();
  const delivered = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  let messagesSince = new Date();
  let changesSince = new Date();

  function tell(event: LiveEvent, canHear: (viewer: Viewer) => boolean) {
    for (const subscriber of subscribers) if (canHear(subscriber.viewer)) subscriber.send(event);
  }
  const changes = createRequestChanges(tell);

  function deliver(message: ThreadMessage, request: RequestRecord) {
    if (delivered.has(message.message_id)) return;
    delivered.set(message.message_id, Date.now());
    tell({ type: 'message', data: message }, (viewer) => canSeeThread(request, viewer));
  }

  async function pollMessages() {
    const startedAt = new Date();
    const found = await threads.listCreatedSince(new Date(messagesSince.getTime() - LOOK_BACK_MS), POLL_LIMIT);
    messagesSince = startedAt;
    const requestsById = new Map<string, RequestRecord | null>();
    for (const record of found) {
      if (delivered.has(record.id)) continue;
      if (!requestsById.has(record.requestId)) requestsById.set(record.requestId, await requests.findById(record.requestId));
      const request = requestsById.get(record.requestId);
      if (request) deliver(presentMessage(record), request);
    }
  }

  async function pollRequestChanges() {
    const startedAt = new Date();
    const changed = await requests.listChangedSince(new Date(changesSince.getTime() - LOOK_BACK_MS), POLL_LIMIT);
    changesSince = startedAt;
    changed.forEach(changes.examine);
  }

  async function poll() {
    if (polling) return;
    polling = true;
    try {
      const passes = await Promise.allSettled([pollMessages(), pollRequestChanges()]);
      for (const pass of passes) if (pass.status === 'rejected') onError?.(pass.reason);
      const forgetBefore = Date.now() - REMEMBER_MS;
      for (const [id, at] of delivered) if (at < forgetBefore) delivered.delete(id);
      changes.forget(forgetBefore);
    } finally {
      polling = false;
    }
  }

  return {
    subscribe(subscriber: Subscriber): () => void {
      subscribers.add(subscriber);
      if (!timer) {
        messagesSince = changesSince = new Date();
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
