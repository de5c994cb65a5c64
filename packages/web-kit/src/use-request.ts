import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { isApiError } from './api-error';

export type RequestState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

export type UseRequestResult<T> = RequestState<T> & { reload: () => void };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Runs `load` when the component mounts and whenever `deps` change; cancels it on unmount or
 * when superseded, so a slow answer never overwrites a newer one. `reload()` runs it again.
 */
export function useRequest<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): UseRequestResult<T> {
  const [state, setState] = useState<RequestState<T>>(LOADING);
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState(LOADING);
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted || (isApiError(error) && error.code === 'ABORTED')) return;
        setState({ status: 'error', data: undefined, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
    // `load` is a new function on every render; `deps` say when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, nonce]);

  const reload = useCallback(() => setNonce((value) => value + 1), []);
  return { ...state, reload };
}
