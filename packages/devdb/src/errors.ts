// MongoDB-style command errors: the driver turns { ok: 0, code, codeName, errmsg } into MongoServerError,
// so callers (mongoose, the services) see the same error shapes as with a real server.
export class CommandError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

export const badValue = (message: string) => new CommandError(2, 'BadValue', message);
export const notSupported = (what: string) =>
  new CommandError(115, 'CommandNotSupported', `devdb does not support ${what} (use a real MongoDB for it)`);
export const namespaceExists = (ns: string) => new CommandError(48, 'NamespaceExists', `Collection ${ns} already exists.`);
export const cursorNotFound = (id: number) => new CommandError(43, 'CursorNotFound', `cursor id ${id} not found`);

export function duplicateKey(ns: string, indexName: string, keyPattern: Record<string, unknown>, keyValue: Record<string, unknown>) {
  const shown = JSON.stringify(keyValue).replace(/"([^"]+)":/g, '$1: ');
  return new CommandError(11000, 'DuplicateKey', `E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: ${shown}`, {
    keyPattern,
    keyValue,
  });
}

/** Any error thrown while running a command, as a CommandError (mingo's errors name the operator). */
export function toCommandError(err: unknown): CommandError {
  if (err instanceof CommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return badValue(message);
}
