// `@agency/web-kit/typed-fields`: what a visitor typed into a form of the server HTML before the app took
// over (the shell kept those fields: keepServerFields in '/base'), for the app's form to start from.
// Not a shared singleton and not in '/base': only the pages with such a form bundle it (the first load of
// `/` has no room for it). The fields it reads are held by '/base', the shared singleton the shell filled,
// so it imports that entry and not a relative path (in a remote, that would bundle a second, empty copy).
import { useLayoutEffect, useState } from 'react';
import { takeServerFields, type ServerField } from '@agency/web-kit/base';

export interface ServerTyping {
  /** Typed values by field id (only fields whose value differs from what the server rendered). */
  values: Record<string, string>;
  /** The field that had focus when the app took over, and its selection. */
  focus?: { id: string; start: number | null; end: number | null };
}

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
  return typed;
}

/** Puts focus and caret back where they were in the server HTML (after the form has rendered). */
export function restoreServerFocus(typed: ServerTyping): void {
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
 * caret put back once the form is on screen. The form reads its initial values from `values` by field id.
 */
export function useServerTyping(idPrefix: string): ServerTyping {
  const [typed] = useState(() => takeServerTyping(idPrefix));
  // A layout effect: focus is back before the browser paints, so the caret does not blink elsewhere first.
  useLayoutEffect(() => restoreServerFocus(typed), [typed]);
  return typed;
}
