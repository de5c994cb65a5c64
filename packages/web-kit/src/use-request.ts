import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { isApiError } from './api-error';

export type RequestState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

export type UseRequestResult<T> = RequestState<T> & {
  reload: () => void;
  /** True while a reload runs behind data that is still shown. */
  refreshing: boolean;
};

export interface UseRequestOptions<T> {
  /** Data already in hand at mount (say, prefetched with the page's code): shown at once, not loaded again. */
  initialData?: T;
}

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/**
 * Runs `load` when the component mounts and whenever `deps` change; cancels it on unmount or
 * when superseded, so a slow answer never overwrites a newer one. `reload()` runs it again
 * and keeps the current data on screen meanwhile (no flash of the loading state).
 */
export function useRequest<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  options: UseRequestOptions<T> = {},
): UseRequestResult<T> {
  const [state, setState] = useState<RequestState<T>>(() =>
    options.initialData === undefined ? LOADING : { status: 'success', data: options.initialData, error: undefined },
  );
  const [nonce, setNonce] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const lastDeps = useRef<DependencyList | null>(null);
  const hasInitialData = useRef(options.initialData !== undefined);

  useEffect(() => {
    if (hasInitialData.current) {
      // The mount already shows the data it was given: nothing to load until deps change or reload().
      hasInitialData.current = false;
      lastDeps.current = deps;
      return;
    }
    const controller = new AbortController();
    const isReload = lastDeps.current !== null && sameDeps(lastDeps.current, deps);
    lastDeps.current = deps;
    setState((current) => (isReload && current.status === 'success' ? current : LOADING));
    setRefreshing(isReload);
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ status: 'success', data, error: undefined });
        setRefreshing(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted || (isApiError(error) && error.code === 'ABORTED')) return;
        setRefreshing(false);
        setState({ status: 'error', data: undefined, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
    // `load` is a new function on every render; `deps` say when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, nonce]);

  const reload = useCallback(() => setNonce((value) => value + 1), []);
  return { ...state, reload, refreshing };
}
