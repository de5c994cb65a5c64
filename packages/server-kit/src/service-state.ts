import type { Express } from 'express';
import type { Connection } from 'mongoose';
import type { Logger } from './logger';

/** What startService needs to know about an app built by createServiceApp. */
export interface ServiceState {
  name: string;
  db?: Connection;
  logger: Logger;
  draining: boolean;
  background?: Array<{ stop(): Promise<void> }>;
}

const states = new WeakMap<Express, ServiceState>();

export function setServiceState(app: Express, state: ServiceState): void {
  states.set(app, state);
}

export function getServiceState(app: Express): ServiceState {
  const state = states.get(app);
  if (!state) throw new Error('startService expects an app built by createServiceApp');
  return state;
}

/** True once the service started shutting down: long-lived answers (event streams) end themselves then. */
export function isDraining(app: Express): boolean {
  return states.get(app)?.draining ?? false;
}

/**
 * Stops the app's background work (its outbox relay). startService does this on shutdown; an app used
 * without a server of its own (an in-process replica in a test) is retired with it.
 */
export async function stopBackgroundWork(app: Express): Promise<void> {
  const work = states.get(app)?.background ?? [];
  await Promise.all(work.map((w) => w.stop().catch(() => undefined)));
}
