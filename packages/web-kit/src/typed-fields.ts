// `@agency/web-kit/typed-fields`: what a visitor typed into a form of the server HTML before the app took
// over (the shell kept those fields: keepServerFields in '/base'), for the app's form to start from.
// Not a shared singleton and not in '/base': only the pages with such a form bundle it (the first load of
// `/` has no room for it). The fields it reads are held by '/base', the shared singleton the shell filled,
// so it imports that entry and not a relative path (in a remote, that would bundle a second, empty copy).
import { useEffect, useLayoutEffect, useState } from 'react';
import { releaseServerFields, serverFieldsOf, type ServerField } from '@agency/web-kit/base';

export interface ServerTyping {
  /** Typed values by field id (only fields whose value differs from what the server rendered). */
  values: Record<string, string>;
  /** The field that had focus when the form's first render read the server HTML, and its selection. */
  focus?: { id: string; start: number | null; end: number | null };
  /**
   * The server HTML's form: if the visitor sent it before the app took over, the app sends its own. Read
   * after the app's render is on screen: a visitor's first render is a transition, done in slices while
   * the server HTML still shows and can be clicked.
   */
  serverForm?: HTMLFormElement;
  /** The server HTML's fields themselves, for what is typed into them after `values` was read. */
  serverFields?: ServerField[];
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

/**
 * What the server rendered into each field, as first read (before React hydrates it): hydrating a field,
 * React sets its default to the form's value, and a render React drops and does again would then take typed
 * text for the server's.
 */
const served = new WeakMap<ServerField, string>();

function servedValueOf(field: ServerField): string {
  let value = served.get(field);
  if (value === undefined) {
    value =
      field instanceof HTMLSelectElement
        ? ([...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '')
        : field.defaultValue;
    served.set(field, value);
  }
  return value;
}

function typedValue(field: ServerField): string | undefined {
  if (!(field instanceof HTMLSelectElement) && UNTYPED.includes(field.type)) return undefined;
  return field.value !== servedValueOf(field) ? field.value : undefined;
}

function selectionOf(field: ServerField): { start: number | null; end: number | null } {
  try {
    if (!(field instanceof HTMLSelectElement)) return { start: field.selectionStart, end: field.selectionEnd };
  } catch {
    // Inputs such as type=email have no selection to read.
  }
  return { start: null, end: null };
}

function putCaret(field: HTMLInputElement | HTMLTextAreaElement, start: number | null, end: number | null): void {
  if (start === null || end === null) return;
  try {
    field.setSelectionRange(start, end);
  } catch {
    // Not a field with a caret (type=email): focus is what can be kept.
  }
}

/**
 * What was typed into the server HTML's fields whose id starts with `idPrefix`. Only reads: a render calls
 * it, and React may drop that render and do it again (the fields stay kept until `releaseServerTyping`).
 */
export function readServerTyping(idPrefix: string): ServerTyping {
  if (typeof document === 'undefined') return { values: {} };
  const { fields, focused } = serverFieldsOf(idPrefix);
  const typed: ServerTyping = { values: {} };
  for (const field of fields) {
    const value = typedValue(field);
    if (value !== undefined) typed.values[field.id] = value;
  }
  if (focused) typed.focus = { id: focused.id, ...selectionOf(focused) };
  // The fields, detached once the app has rendered, still know their form.
  const form = fields.find((field) => field.form)?.form;
  if (form) typed.serverForm = form;
  if (fields.length) typed.serverFields = fields;
  return typed;
}

/** The form is on screen: its server fields are let go (a later visit of the page starts empty). */
export function releaseServerTyping(typed: ServerTyping): void {
  releaseServerFields(typed.serverFields ?? []);
}

/**
 * Sends the app's form that the visitor sent in the server HTML, now that the app has it: what they asked
 * for happens (the browser's own checks of the fields first, as for a click), instead of a click that was
 * swallowed and had to be guessed.
 */
export function sendFormSentEarly(typed: ServerTyping): void {
  const sent = typed.serverForm;
  if (!sent?.hasAttribute(SENT_EARLY_ATTRIBUTE)) return;
  // Once, even where effects run twice (React's StrictMode in development). A hydrated form is the served
  // one itself: without the mark, a later send is the app's own.
  typed.serverForm = undefined;
  sent.removeAttribute(SENT_EARLY_ATTRIBUTE);
  // The app's form: the one holding the field of the same id (a field: the form's heading has an id too).
  const id = typed.serverFields?.find((field) => field.form === sent)?.id;
  (id ? (document.getElementById(id) as ServerField | null) : null)?.form?.requestSubmit();
}

/** Sets a field of the app's form as typing would: its change handler sees the new value. */
function typeInto(field: ServerField, value: string): void {
  // The prototype's setter, not the field's own: React watches the field's own to know what it set itself.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * A hydrated field (the served element itself) that already shows what was typed while the form's state
 * holds what was read before: React took its record of the field's value when it hydrated it, so an input
 * event alone tells the form nothing. The element's own setter (React's record) is given what the form
 * holds, the text is typed as typing would, and the caret stays where it was.
 */
function tellHydratedForm(field: ServerField, value: string): void {
  const { start, end } = selectionOf(field);
  // React gave the hydrated field the form's value as its default.
  field.value = field instanceof HTMLSelectElement ? '' : field.defaultValue;
  typeInto(field, value);
  if (!(field instanceof HTMLSelectElement)) putCaret(field, start, end);
}

/**
 * What was typed into the server HTML after the form's first render read it, while that render was not yet
 * on screen (a visitor's first render is a transition, done in slices while the server HTML still shows):
 * typed into the app's fields of the same ids, once they are on screen; into the form's state where the
 * app hydrated the served fields.
 */
export function applyLateTyping(typed: ServerTyping): void {
  for (const field of typed.serverFields ?? []) {
    const value = typedValue(field);
    if (value === undefined || value === typed.values[field.id]) continue;
    typed.values[field.id] = value;
    const appField = document.getElementById(field.id) as ServerField | null;
    if (appField === field) tellHydratedForm(field, value);
    else if (appField && appField.value !== value) typeInto(appField, value);
  }
}

/**
 * Puts focus and caret back where they are in the server HTML now (after the form has rendered): the
 * visitor may have moved to another field while the app rendered. A field the app's render removed keeps
 * focus there until its fields are released.
 */
export function restoreServerFocus(typed: ServerTyping): void {
  if (typed.serverFields?.length) {
    // Any prefix: the shell follows focus among every field it keeps, until they are released.
    const focused = serverFieldsOf('').focused;
    typed.focus = focused && typed.serverFields.includes(focused) ? { id: focused.id, ...selectionOf(focused) } : undefined;
  }
  if (!typed.focus) return;
  const element = document.getElementById(typed.focus.id) as HTMLInputElement | HTMLTextAreaElement | null;
  if (!element) return;
  element.focus({ preventScroll: true });
  putCaret(element, typed.focus.start, typed.focus.end);
}

/**
 * A form's start: what was typed into its server HTML (read by the first render), with focus and caret put
 * back once the form is on screen, and the form sent if the visitor had sent it there. The form reads its
 * initial values from `values` by field id.
 */
export function useServerTyping(idPrefix: string): ServerTyping {
  const [typed] = useState(() => readServerTyping(idPrefix));
  // A layout effect: late typing and focus are back before the browser paints, so the caret does not
  // blink elsewhere first.
  useLayoutEffect(() => {
    applyLateTyping(typed);
    restoreServerFocus(typed);
    releaseServerTyping(typed);
  }, [typed]);
  // Once the form's state holds the typed values (after the first commit), so the send carries them.
  useEffect(() => sendFormSentEarly(typed), [typed]);
  return typed;
}
