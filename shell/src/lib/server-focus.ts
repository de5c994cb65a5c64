// A keyboard visitor can Tab into the server HTML (a nav link, the menu button, a link of the page) before
// the app's code has arrived. The app's first render replaces that HTML, and the focused element with it:
// focus would fall back to the page's body, and the next Tab start over from the top. The shell notes
// which control had focus and, once the app has taken over, focuses the same control of the app's page.
// (Form fields are their page's to keep, with what was typed: @agency/web-kit's keepServerFields.)

interface Control {
  tag: string;
  /** The control's classes without the current-page marker, which the app may set differently. */
  classes: string;
  href: string | null;
  /** Its landmark: the labelled nav it is in (Main, Mobile, Footer), or main, header, footer. */
  landmark: string;
  /** Its place among the controls like it in that landmark. */
  index: number;
}

const FIELDS = 'input, textarea, select';

function landmarkOf(element: Element): string {
  const nav = element.closest('nav[aria-label]');
  if (nav) return `nav ${nav.getAttribute('aria-label')}`;
  return element.closest('main, header, footer')?.tagName.toLowerCase() ?? '';
}

const classesOf = (element: Element) =>
  [...element.classList]
    .filter((name) => name !== 'active')
    .sort()
    .join(' ');

const same = (element: Element, control: Omit<Control, 'index'>) =>
  element.tagName === control.tag &&
  classesOf(element) === control.classes &&
  element.getAttribute('href') === control.href &&
  landmarkOf(element) === control.landmark;

function describe(element: Element, container: Element): Control {
  const control = { tag: element.tagName, classes: classesOf(element), href: element.getAttribute('href'), landmark: landmarkOf(element) };
  const alike = [...container.querySelectorAll(element.tagName)].filter((other) => same(other, control));
  return { ...control, index: Math.max(0, alike.indexOf(element)) };
}

/**
 * The shell, before its first render: notes the control of the server HTML in `container` that has focus
 * from now on, and gives focus to the same control of the app's page once `tookOver()` says the app has
 * replaced the server HTML (checked whenever the container changes).
 */
export function keepServerFocus(container: Element, tookOver: () => boolean): void {
  let focused: Control | null = null;
  const note = (target: EventTarget | null) => {
    focused = target instanceof Element && container.contains(target) && !target.matches(FIELDS) ? describe(target, container) : null;
  };
  note(document.activeElement);
  const onFocusIn = (event: FocusEvent) => note(event.target);
  // Focus that goes nowhere in particular (a click beside the links) leaves the control; the control's
  // removal by the app's render does not (it is no longer connected by then).
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    queueMicrotask(() => {
      if (left instanceof Element && left.isConnected && document.activeElement === document.body) focused = null;
    });
  };
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);

  const observer = new MutationObserver(() => {
    if (!tookOver()) return;
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('focusout', onFocusOut, true);
    const control = focused;
    // Only focus that was lost with the server HTML; anything focused since is the visitor's choice.
    if (!control || (document.activeElement && document.activeElement !== document.body)) return;
    const counterpart = [...container.querySelectorAll<HTMLElement>(control.tag)].filter((element) => same(element, control))[
      control.index
    ];
    counterpart?.focus({ preventScroll: true });
  });
  observer.observe(container, { childList: true, subtree: true });
}
