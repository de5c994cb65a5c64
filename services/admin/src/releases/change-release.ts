import type { ReleaseChange, ReleaseChangeBody, ReleasePointer, ReleaseTarget } from '@agency/contracts';
import { AppError } from '@agency/server-kit';
import type { PointerState, ReleaseRepository } from './release-repository';

// Enough rollbacks for any bad day; the change log keeps the full story.
const HISTORY_KEPT = 20;
const NONE: PointerState = { current: null, candidate: null, percent: 0, history: [] };

const moved = (from: string | null) =>
  new AppError('CONFLICT', `The release changed meanwhile (it is no longer ${from ?? 'unset'}): read it again and retry.`, 409);

/** The pointer after `change`, and the log entry's from/to; throws when the change makes no sense from `state`. */
function nextState(state: PointerState, change: ReleaseChangeBody): { next: PointerState; from: string | null; to: string | null } {
  if (change.action === 'release') {
    const history = state.current && state.current !== change.version ? [...state.history, state.current] : state.history;
    return {
      next: { current: change.version, candidate: null, percent: 0, history: history.slice(-HISTORY_KEPT) },
      from: state.current,
      to: change.version,
    };
  }
  if (change.action === 'canary') {
    const ends = change.percent === 0;
    return {
      next: { ...state, candidate: ends ? null : change.version, percent: change.percent },
      from: state.current,
      to: ends ? state.current : change.version,
    };
  }
  // A running canary is taken back first: everyone returns to the current release.
  if (state.candidate) return { next: { ...state, candidate: null, percent: 0 }, from: state.candidate, to: state.current };
  const previous = state.history.at(-1);
  if (!previous) throw new AppError('CONFLICT', 'There is no earlier release to roll back to.', 409);
  return { next: { ...state, current: previous, history: state.history.slice(0, -1) }, from: state.current, to: previous };
}

/**
 * One operator change, compare-and-set: it applies only if the pointer is still at `change.from` and no
 * other change was written between the read and the write. Recorded in the change log with who and when.
 */
export async function changeRelease(
  deps: { releases: ReleaseRepository },
  target: ReleaseTarget,
  change: ReleaseChangeBody,
  by: string,
): Promise<ReleasePointer> {
  const found = await deps.releases.find(target);
  const state = found?.state ?? NONE;
  if (state.current !== change.from) throw moved(change.from);
  const { next, from, to } = nextState(state, change);
  if (!(await deps.releases.compareAndSet(target, found?.rev ?? 0, next))) throw moved(change.from);
  const at = new Date().toISOString();
  const entry: ReleaseChange = { target, action: change.action, by, at, from, to };
  await deps.releases.record(change.action === 'canary' ? { ...entry, percent: change.percent } : entry);
  return { target, ...next, updatedAt: at };
}
