// `@agency/web-kit/typed-fields`: what a visitor typed into a form of the server HTML before the app took
// over (the shell kept those fields: keepServerFields in '/base'), for the app's form to start from.
// Not a shared singleton and not in '/base': only the pages with such a form bundle it (the first load of
// `/` has no room for it). The fields it reads are held by '/base', the shared singleton the shell filled,
// so it imports that entry and not a relative path (in a remote, that would bundle a second, empty copy).
import { useEffect, useLayoutEffect, useState } from 'react';
import { takeServerFields, type ServerField } from '@agency/web-kit/base';

export interface ServerTyping {
  /** Typed values by field id (only fields whose value differs from what the server rendered). */
  values: Record<string, string>;
  /** The field that had focus when the app took over, and its selection. */
  focus?: { id: string; start: number | null; end: number | null };
  /**
   * The server HTML's form: if the visitor sent it before the app took over, the app sends its own. Read
   * after the app's render is on screen: a visitor's first render is a transition, done in slices while
   * the server HTML still shows and can be clicked.
   */
  serverForm?: HTMLFormElement;
  /** The server HTML's fields themselves, for what is typed into them after `values` was read. */
  serverFields?: ServerField[];
  /** Which of them has focus now (or had it when the app's render removed it); stops watching. */
  focusedNow?: () => ServerField | null;
}

/**
 * The mark the gateway's start-up script (gateway/src/app-code-after-paint.ts) puts on a form of the server
 * HTML that the visitor sent before the app took over (it stopped the browser from sending it itself).
 */
export const SENT_EARLY_ATTRIBUTE = 'data-sent-early';

// Passwords are kept too: a password typed into the sign-in page's server HTML only moves from that
// input to the app's input of the same page, in memory, and is stored nowhere; dropping it would make
// the visitor type it again without saying why. Checkboxes, radios and files have no typed text.
const UNTYPED = ['checkbox', 'radio', 'file'];

function typedValue(field: ServerField): string | undefined {
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value;
    return field.value !== initial ? field.value : undefined;
  }
  if (UNTYPED.includes(field.type)) return undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
}

function selectionOf(field: ServerField): { start: number | null; end: number | null } {
  try {
    if (!(field instanceof HTMLSelectElement)) return { start: field.selectionStart, end: field.selectionEnd };
  } catch {
    // Inputs such as type=email have no selection to read.
  }
  return { start: null, end: null };
}

/**
 * Follows focus among `fields` from now until the returned function is called (once the app's form is on
 * screen): the visitor may move to another field while the app renders. A field the app's render removes
 * keeps focus here (the browser may report no blur for a removed element, or one after it is gone).
 */
function watchFocus(fields: ServerField[], initial: ServerField | null): () => ServerField | null {
  let focused = initial;
  const onFocusIn = (event: FocusEvent) => {
    focused = fields.find((field) => field === event.target) ?? null;
  };
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    queueMicrotask(() => {
      if (focused !== null && left === focused && focused.isConnected && document.activeElement !== left) focused = null;
    });
  };
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
  return () => {
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('focusout', onFocusOut, true);
    return focused;
  };
}

/** Takes (once) what was typed into the server HTML's fields whose id starts with `idPrefix`. */
export function takeServerTyping(idPrefix: string): ServerTyping {
  if (typeof document === 'undefined') return { values: {} };
  const { fields, focused } = takeServerFields(idPrefix);
  const typed: ServerTyping = { values: {} };
  for (const field of fields) {
    const value = typedValue(field);
    if (value !== undefined) typed.values[field.id] = value;
  }
  if (focused) typed.focus = { id: focused.id, ...selectionOf(focused) };
  // The fields, detached once the app has rendered, still know their form.
  const form = fields.find((field) => field.form)?.form;
  if (form) typed.serverForm = form;
  if (fields.length) {
    typed.serverFields = fields;
    typed.focusedNow = watchFocus(fields, focused);
  }
  return typed;
}

/**
 * Sends the app's form that the visitor sent in the server HTML, now that the app has it: what they asked
 * for happens (the browser's own checks of the fields first, as for a click), instead of a click that was
 * swallowed and had to be guessed.
 */
export function sendFormSentEarly(typed: ServerTyping): void {
  const sent = typed.serverForm;
  if (!sent?.hasAttribute(SENT_EARLY_ATTRIBUTE)) return;
  // Once, even where effects run twice (React's StrictMode in development).
  typed.serverForm = undefined;
  // The app's form: the one holding the field of the same id.
  const id = sent.querySelector('[id]')?.id;
  (id ? (document.getElementById(id) as HTMLInputElement | null) : null)?.form?.requestSubmit();
}

/** Sets a field of the app's form as typing would: its change handler sees the new value. */
function typeInto(field: ServerField, value: string): void {
  // The prototype's setter, not the field's own: React watches the field's own to know what it set itself.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * What was typed into the server HTML after the form's first render read it, while that render was not yet
 * on screen (a visitor's first render is a transition, done in slices while the server HTML still shows):
 * typed into the app's fields of the same ids, once they are on screen.
 */
export function applyLateTyping(typed: ServerTyping): void {
  for (const field of typed.serverFields ?? []) {
    const value = typedValue(field);
    if (value === undefined || value === typed.values[field.id]) continue;
    typed.values[field.id] = value;
    const appField = document.getElementById(field.id) as ServerField | null;
    if (appField && appField !== field && appField.value !== value) typeInto(appField, value);
  }
}

/** Puts focus and caret back where they were in the server HTML (after the form has rendered). */
export function restoreServerFocus(typed: ServerTyping): void {
  if (typed.focusedNow) {
    // Where focus is now, not where it was when the form's render read the server HTML.
    const focused = typed.focusedNow();
    typed.focusedNow = undefined;
    typed.focus = focused ? { id: focused.id, ...selectionOf(focused) } : undefined;
  }
  if (!typed.focus) return;
  const element = document.getElementById(typed.focus.id) as HTMLInputElement | HTMLTextAreaElement | null;
  if (!element) return;
  element.focus({ preventScroll: true });
  const { start, end } = typed.focus;
  if (start === null || end === null) return;
  try {
    element.setSelectionRange(start, end);
  } catch {
    // Not a field with a caret (type=email): focus is what can be kept.
  }
}

/**
 * A form's start: what was typed into its server HTML (taken once, by the first render), with focus and
 * caret put back once the form is on screen, and the form sent if the visitor had sent it there. The form
 * reads its initial values from `values` by field id.
 */
export function useServerTyping(idPrefix: string): ServerTyping {
  const [typed] = useState(() => takeServerTyping(idPrefix));
  // A layout effect: late typing and focus are back before the browser paints, so the caret does not
  // blink elsewhere first.
  useLayoutEffect(() => {
    applyLateTyping(typed);
    restoreServerFocus(typed);
  }, [typed]);
  // Once the form's state holds the typed values (after the first commit), so the send carries them.
  useEffect(() => sendFormSentEarly(typed), [typed]);
  return typed;
}
