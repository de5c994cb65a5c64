/**
 * Rejects with `message` when `promise` has not settled after `ms`; the promise itself keeps running. The
 * error says `type: 'timeout'`, as Rspack's ChunkLoadError does, so a load that hung is not tried again.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new Error(message), { type: 'timeout' })), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
