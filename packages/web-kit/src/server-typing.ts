// A visitor can type into a page's server HTML (the contact form) before the app's code has arrived.
// The app's first render replaces that HTML or hydrates it, so the shell keeps hold of its fields before
// it renders (keepServerFields) and the page's form reads them (serverFieldsOf) to start from what was
// typed, with focus and caret where they were, and lets them go once it is on screen
// (releaseServerFields). Detached fields keep their values: whatever was typed until the very moment the
// HTML was replaced is kept.

export type ServerField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

let fields: ServerField[] = [];
let focused: ServerField | null = null;

function onFocusIn(event: FocusEvent): void {
  focused = fields.find((field) => field === event.target) ?? null;
}

function onFocusOut(event: FocusEvent): void {
  const left = event.target;
  // Focus that goes nowhere in particular (a click on the page) leaves the field; the field's removal
  // by the app's render does not (the field is no longer connected by then).
  queueMicrotask(() => {
    if (focused !== null && left === focused && focused.isConnected && document.activeElement !== left) focused = null;
  });
}

function stopWatching(): void {
  document.removeEventListener('focusin', onFocusIn, true);
  document.removeEventListener('focusout', onFocusOut, true);
}

/** The shell: holds the form fields of the server HTML in `container`, before its first render replaces them. */
export function keepServerFields(container: Element): void {
  fields = [...container.querySelectorAll<ServerField>('input[id], textarea[id], select[id]')];
  if (!fields.length) return;
  focused = fields.find((field) => field === document.activeElement) ?? null;
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
}

/**
 * A page's form: the server HTML's fields whose id starts with `idPrefix`, and the one that has focus now.
 * Only reads, so a render may call it (React may drop a render and do it again: the fields are still here).
 */
export function serverFieldsOf(idPrefix: string): { fields: ServerField[]; focused: ServerField | null } {
  const mine = fields.filter((field) => field.id.startsWith(idPrefix));
  return { fields: mine, focused: focused && mine.includes(focused) ? focused : null };
}

/** Once the form is on screen: its fields are no longer the server HTML's (a later visit starts empty). */
export function releaseServerFields(released: ServerField[]): void {
  if (!released.length) return;
  fields = fields.filter((field) => !released.includes(field));
  if (focused && released.includes(focused)) focused = null;
  if (!fields.length) stopWatching();
}
