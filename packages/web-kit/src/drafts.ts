// What a person types into a form outlives the session ending under it (a 401, an expired token): it
// is kept in this tab's sessionStorage under the account it was typed for, restored when that account
// is back on the page, and never shown to or sent for another account. Passwords are never stored.
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { accountOf, getSession } from './session-store';

const PREFIX = 'draft:';

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const keyOf = (account: string, name: string) => `${PREFIX}${account}:${name}`;

function without<T extends object>(values: T, omit: ReadonlyArray<keyof T>): Partial<T> {
  const kept: Partial<T> = { ...values };
  for (const key of omit) delete kept[key];
  return kept;
}

/** The draft `name` of `account`, passwords left out; null when there is none. */
export function readDraft<T extends object>(account: string | null, name: string, omit: ReadonlyArray<keyof T>): Partial<T> | null {
  if (!account) return null;
  try {
    const raw = tabStorage()?.getItem(keyOf(account, name));
    const stored = raw ? (JSON.parse(raw) as unknown) : null;
    return stored && typeof stored === 'object' ? without(stored as T, omit) : null;
  } catch {
    return null;
  }
}

/** Keeps `values` as the draft `name` of `account` (without `omit`); a form back at `initial` keeps nothing. */
export function storeDraft<T extends object>(account: string, name: string, values: T, initial: T, omit: ReadonlyArray<keyof T>): void {
  const store = tabStorage();
  if (!store) return;
  const kept = JSON.stringify(without(values, omit));
  try {
    if (kept === JSON.stringify(without(initial, omit))) store.removeItem(keyOf(account, name));
    else store.setItem(keyOf(account, name), kept);
  } catch {
    // Storage full or disabled: the form still works, it only cannot outlive the page.
  }
}

/** Whether the signed-in account has a draft of `name` in this tab (a dialog can open on it again). */
export function hasDraft(name: string): boolean {
  return readDraft(accountOf(getSession()), name, []) !== null;
}

/** Forgets the signed-in account's draft of `name` (a dialog closed on purpose). */
export function discardDraft(name: string): void {
  const account = accountOf(getSession());
  if (account) tabStorage()?.removeItem(keyOf(account, name));
}

/** Forgets every draft of this tab: signing out on purpose leaves nothing typed behind. */
export function clearDrafts(): void {
  const store = tabStorage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => !!key?.startsWith(PREFIX));
  for (const key of keys) store.removeItem(key);
}

export interface DraftOptions<T> {
  /** Fields never written to storage (passwords): after a restore they hold their initial value. */
  omit?: ReadonlyArray<keyof T>;
}

export interface Draft<T> {
  values: T;
  setValues: Dispatch<SetStateAction<T>>;
  /** The account the form was opened for: pass it as `account` to apiRequest when submitting. */
  owner: string | null;
  /** True when the form opened on what was typed before (the page can say so). */
  restored: boolean;
  /** The form was sent or cancelled: back to the initial values, and nothing kept. */
  clear: () => void;
}

/**
 * A form's values kept as a draft named `name` (unique per form, e.g. 'portal:new-request') for the
 * account signed in when the form opened. A visitor's forms keep nothing.
 */
export function useDraft<T extends object>(name: string, initial: T, { omit = [] }: DraftOptions<T> = {}): Draft<T> {
  const [owner] = useState(() => accountOf(getSession()));
  const [opened] = useState(() => {
    const stored = readDraft(owner, name, omit);
    return { values: stored ? ({ ...initial, ...stored } as T) : initial, restored: stored !== null };
  });
  const [values, setValues] = useState<T>(opened.values);
  const initialRef = useRef(initial);
  const omitRef = useRef(omit);

  useEffect(() => {
    if (owner) storeDraft(owner, name, values, initialRef.current, omitRef.current);
  }, [owner, name, values]);

  const clear = () => {
    if (owner) tabStorage()?.removeItem(keyOf(owner, name));
    setValues(initialRef.current);
  };

  return { values, setValues, owner, restored: opened.restored, clear };
}
