/**
 * Focuses `element` and scrolls it to the middle of the window. A script's focus() may leave the
 * element where it is, under the fixed nav bar or off screen; scrollIntoView honours the page's
 * scroll padding, and the middle keeps the field's label in view too.
 */
export function focusInView(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center', inline: 'nearest' });
}
