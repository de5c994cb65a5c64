// Just enough of a browser DOM, under jest's node environment, for react-dom/client to render a form and
// for the server HTML's fields to be typed into, focused and replaced (this repository has no jsdom).
// Events other than focus are not modelled: tests set values and focus directly.
// What it models of the real thing: focus (focusin/focusout on the document, activeElement falls back to
// <body> when the focused element leaves the document), value vs defaultValue, a select's selected
// option, and selection that only text-like inputs have (reading it from type=email throws).

type Listener = (event: { type: string; target: unknown }) => void;

class FakeNode {
  parentNode: FakeNode | null = null;
  childNodes: FakeNode[] = [];
  constructor(
    readonly ownerDocument: FakeDocument | null,
    readonly nodeType: number,
    readonly nodeName: string,
  ) {}

  get firstChild(): FakeNode | null {
    return this.childNodes[0] ?? null;
  }
  get lastChild(): FakeNode | null {
    return this.childNodes.at(-1) ?? null;
  }
  get nextSibling(): FakeNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  get parentElement(): FakeNode | null {
    return this.parentNode?.nodeType === 1 ? this.parentNode : null;
  }
  get isConnected(): boolean {
    return this.getRootNode().nodeType === 9;
  }
  getRootNode(): FakeNode {
    return this.parentNode ? this.parentNode.getRootNode() : this;
  }
  contains(node: FakeNode | null): boolean {
    for (let at = node; at; at = at.parentNode) if (at === this) return true;
    return false;
  }
  appendChild<T extends FakeNode>(child: T): T {
    return this.insertBefore(child, null);
  }
  append(...children: FakeNode[]): void {
    for (const child of children) this.appendChild(child);
  }
  insertBefore<T extends FakeNode>(child: T, before: FakeNode | null): T {
    child.parentNode?.removeChild(child);
    const at = before ? this.childNodes.indexOf(before) : -1;
    this.childNodes.splice(at < 0 ? this.childNodes.length : at, 0, child);
    child.parentNode = this;
    return child;
  }
  removeChild<T extends FakeNode>(child: T): T {
    this.childNodes = this.childNodes.filter((node) => node !== child);
    child.parentNode = null;
    return child;
  }
  remove(): void {
    this.parentNode?.removeChild(this);
  }
  get textContent(): string {
    return this.childNodes.map((node) => node.textContent).join('');
  }
  set textContent(text: string) {
    for (const child of [...this.childNodes]) this.removeChild(child);
    if (text) this.appendChild(new FakeText(this.ownerDocument, text));
  }
}

class FakeText extends FakeNode {
  constructor(
    ownerDocument: FakeDocument | null,
    public nodeValue: string,
  ) {
    super(ownerDocument, 3, '#text');
  }
  override get textContent(): string {
    return this.nodeValue;
  }
  override set textContent(text: string) {
    this.nodeValue = text;
  }
  get data(): string {
    return this.nodeValue;
  }
}

class FakeElement extends FakeNode {
  readonly namespaceURI = 'http://www.w3.org/1999/xhtml';
  readonly style: Record<string, unknown> & { setProperty(name: string, value: string): void } = {
    setProperty(name, value) {
      this[name] = value;
    },
  };
  private readonly attributes = new Map<string, string>();
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    ownerDocument: FakeDocument | null,
    readonly tagName: string,
  ) {
    super(ownerDocument, 1, tagName);
  }

  get id(): string {
    return this.getAttribute('id') ?? '';
  }
  set id(value: string) {
    this.setAttribute('id', value);
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, String(value));
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }
  addEventListener(type: string, listener: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }
  focus(): void {
    this.ownerDocument?.moveFocusTo(this);
  }
  blur(): void {
    if (this.ownerDocument?.activeElement === this) this.ownerDocument.moveFocusTo(null);
  }
  /** Selectors of the form `tag[attr]`, comma-separated: what the code under test asks for. */
  querySelectorAll(selectors: string): FakeElement[] {
    const wanted = selectors.split(',').map((selector) => /^\s*([a-z]*)(?:\[([a-z-]+)\])?\s*$/.exec(selector));
    const matches = (element: FakeElement) =>
      wanted.some(
        (match) => match && (!match[1] || element.tagName === match[1].toUpperCase()) && (!match[2] || element.hasAttribute(match[2])),
      );
    return descendants(this).filter(matches);
  }
  querySelector(selectors: string): FakeElement | null {
    return this.querySelectorAll(selectors)[0] ?? null;
  }
}

function descendants(node: FakeNode): FakeElement[] {
  return node.childNodes.flatMap((child) => (child instanceof FakeElement ? [child, ...descendants(child)] : []));
}

// Only these input types have a selection; reading it from any other (email, number…) throws.
const SELECTABLE = ['text', 'search', 'url', 'tel', 'password'];

class HTMLInputElement extends FakeElement {
  type = 'text';
  name = '';
  value = '';
  checked = false;
  private selection = { start: 0, end: 0 };
  get defaultValue(): string {
    return this.getAttribute('value') ?? '';
  }
  set defaultValue(value: string) {
    this.setAttribute('value', value);
  }
  get selectionStart(): number {
    return this.selectionOf().start;
  }
  get selectionEnd(): number {
    return this.selectionOf().end;
  }
  setSelectionRange(start: number, end: number): void {
    this.selectionOf();
    this.selection = { start, end };
  }
  private selectionOf() {
    if (!SELECTABLE.includes(this.type)) throw new Error(`InvalidStateError: type=${this.type} has no selection`);
    return this.selection;
  }
}

class HTMLTextAreaElement extends FakeElement {
  name = '';
  value = '';
  selectionStart = 0;
  selectionEnd = 0;
  get defaultValue(): string {
    return this.textContent;
  }
  setSelectionRange(start: number, end: number): void {
    this.selectionStart = start;
    this.selectionEnd = end;
  }
}

class HTMLOptionElement extends FakeElement {
  disabled = false;
  private chosen: boolean | undefined;
  get value(): string {
    return this.getAttribute('value') ?? this.textContent;
  }
  set value(value: string) {
    this.setAttribute('value', value);
  }
  get defaultSelected(): boolean {
    return this.hasAttribute('selected');
  }
  set defaultSelected(selected: boolean) {
    if (selected) this.setAttribute('selected', '');
    else this.removeAttribute('selected');
  }
  get selected(): boolean {
    return this.chosen ?? this.defaultSelected;
  }
  set selected(selected: boolean) {
    // A single select has one selected option: choosing one unchooses the others.
    if (selected) for (const other of this.select()?.options ?? []) other.chosen = false;
    this.chosen = selected;
  }
  private select(): HTMLSelectElement | null {
    let at = this.parentNode;
    while (at && !(at instanceof HTMLSelectElement)) at = at.parentNode;
    return at;
  }
}

class HTMLSelectElement extends FakeElement {
  readonly type = 'select-one';
  name = '';
  multiple = false;
  get options(): HTMLOptionElement[] {
    return descendants(this).filter((element) => element instanceof HTMLOptionElement);
  }
  get value(): string {
    return (this.options.find((option) => option.selected) ?? this.options[0])?.value ?? '';
  }
  set value(value: string) {
    const option = this.options.find((candidate) => candidate.value === value);
    if (option) option.selected = true;
  }
}

class HTMLIFrameElement extends FakeElement {}

const ELEMENTS: Record<string, new (document: FakeDocument, tagName: string) => FakeElement> = {
  INPUT: HTMLInputElement,
  TEXTAREA: HTMLTextAreaElement,
  SELECT: HTMLSelectElement,
  OPTION: HTMLOptionElement,
  IFRAME: HTMLIFrameElement,
};

class FakeDocument extends FakeNode {
  readonly documentElement: FakeElement;
  readonly head: FakeElement;
  readonly body: FakeElement;
  readonly defaultView = globalThis;
  title = '';
  private focused: FakeElement | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor() {
    super(null, 9, '#document');
    this.documentElement = this.appendChild(this.createElement('html'));
    this.head = this.documentElement.appendChild(this.createElement('head'));
    this.body = this.documentElement.appendChild(this.createElement('body'));
  }

  createElement(tagName: string): FakeElement {
    const tag = tagName.toUpperCase();
    return new (ELEMENTS[tag] ?? FakeElement)(this, tag);
  }
  createElementNS(_namespace: string, tagName: string): FakeElement {
    return this.createElement(tagName);
  }
  createTextNode(text: string): FakeText {
    return new FakeText(this, text);
  }
  getElementById(id: string): FakeElement | null {
    return descendants(this).find((element) => element.id === id) ?? null;
  }
  querySelectorAll(selectors: string): FakeElement[] {
    return this.documentElement.querySelectorAll(selectors);
  }
  /** The focused element; <body> when none, or when the focused one has left the document. */
  get activeElement(): FakeElement {
    return this.focused?.isConnected ? this.focused : this.body;
  }
  moveFocusTo(element: FakeElement | null): void {
    const left = this.activeElement;
    if (element === left) return;
    this.focused = element;
    if (left !== this.body) this.dispatch({ type: 'focusout', target: left });
    if (element) this.dispatch({ type: 'focusin', target: element });
  }
  addEventListener(type: string, listener: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }
  private dispatch(event: { type: string; target: unknown }): void {
    for (const listener of this.listeners.get(event.type) ?? []) listener(event);
  }
}

export type { FakeDocument, FakeElement, HTMLInputElement as FakeInput, HTMLSelectElement as FakeSelect };

/** Puts a fresh document (and the element classes code checks with instanceof) on the global scope. */
export function installFakeDom(): FakeDocument {
  const document = new FakeDocument();
  const events = new EventTarget();
  Object.assign(globalThis, {
    window: globalThis,
    document,
    HTMLElement: FakeElement,
    HTMLInputElement,
    HTMLTextAreaElement,
    HTMLSelectElement,
    HTMLOptionElement,
    HTMLIFrameElement,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    IS_REACT_ACT_ENVIRONMENT: true,
  });
  return document;
}

/** A field as the server HTML has it (`value` is its default), with `options` for a select. */
export function serverField(
  document: FakeDocument,
  tag: 'input' | 'select' | 'textarea',
  attributes: Record<string, string>,
  options: string[] = [],
): FakeElement {
  const field = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) field.setAttribute(name, value);
  if (field instanceof HTMLInputElement) field.type = attributes.type ?? 'text';
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = attributes.value ?? '';
  for (const value of options) {
    const option = field.appendChild(document.createElement('option'));
    option.setAttribute('value', value);
  }
  return field;
}
