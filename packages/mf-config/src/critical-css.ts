// A page's critical CSS: of the stylesheet of all of a front end's pages, only the rules the page's own markup can
// use, in the stylesheet's order (the cascade stays the same). The server HTML carries only these: style
// recalculation and layout of every page's rules were a large part of a phone's main-thread cost, and
// ~30 KB of HTML per page.
//
// The test is a safe over-approximation: a selector can match when every class and id it names outside
// parentheses is in the markup (`:not(.x)`, `:is(…)`, `:has(…)` and pseudo-classes are ignored, so they
// can only keep a rule). Rules that name no class or id (elements, `:root`, `*`, attributes) always stay.
// A kept rule keeps its whole selector list: one selector the browser does not know invalidates the whole
// list, so dropping the others could switch on a rule that was off.
import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** The classes (`.x`) and ids (`#x`) one selector names, each of which the markup must have. */
type Needs = string[];

/** A rule with what each of its selectors needs (none: always kept), or an at-rule block of such parts. */
type Part = { css: string; needs?: Needs[] } | { open: string; parts: Part[] };

/** The whole stylesheet, parsed once: pruned for each page by `criticalCss`. */
export type Stylesheet = Part[];

// Blocks of style rules that hold for the whole page when their condition does: pruned rule by rule.
const GROUPS = new Set(['media', 'supports', 'layer', 'container']);

const selectors = selectorParser();

/** What `selector` needs, reading its compound selectors but not the arguments of its pseudo-classes. */
function selectorNeeds(selector: selectorParser.Selector): Needs {
  const needs: Needs = [];
  for (const node of selector.nodes) {
    if (node.type === 'class') needs.push(`.${node.value}`);
    else if (node.type === 'id') needs.push(`#${node.value}`);
  }
  return needs;
}

/** Undefined when the rule is kept whatever the markup: one selector needs nothing, or it does not parse. */
function ruleNeeds(rule: Rule): Needs[] | undefined {
  try {
    const list = selectors.astSync(rule.selector).nodes.map(selectorNeeds);
    return list.some((needs) => needs.length === 0) ? undefined : list;
  } catch {
    return undefined;
  }
}

function groupPart(rule: AtRule): Part {
  const open = `@${rule.name}${rule.raws.afterName ?? ' '}${rule.params}${rule.raws.between ?? ''}{`;
  return { open, parts: compileNodes(rule.nodes ?? []) };
}

/** @font-face, @keyframes, @property, statements such as `@layer a, b;`: kept as they are. */
function atRulePart(rule: AtRule): Part {
  if (!rule.nodes) return { css: `${rule.toString()};` };
  return GROUPS.has(rule.name.toLowerCase()) ? groupPart(rule) : { css: rule.toString() };
}

function toPart(node: ChildNode): Part | undefined {
  if (node.type === 'rule') return { css: node.toString(), needs: ruleNeeds(node) };
  return node.type === 'atrule' ? atRulePart(node) : undefined;
}

function compileNodes(nodes: ChildNode[]): Part[] {
  return nodes.map(toPart).filter((part): part is Part => part !== undefined);
}

export function compileStylesheet(css: string): Stylesheet {
  return compileNodes(postcss.parse(css).nodes);
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
const decode = (value: string) => value.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

/** The classes (`.x`) and ids (`#x`) of the elements in `markup` (React's server HTML: attributes in double quotes). */
export function markupNames(markup: string): Set<string> {
  const names = new Set<string>();
  for (const [, attribute, value] of markup.matchAll(/\s(class|id)="([^"]*)"/g)) {
    const prefix = attribute === 'class' ? '.' : '#';
    for (const name of decode(value ?? '').split(/\s+/)) if (name) names.add(`${prefix}${name}`);
  }
  return names;
}

function prune(parts: Part[], names: Set<string>): string {
  let css = '';
  for (const part of parts) {
    if ('open' in part) {
      const inner = prune(part.parts, names);
      if (inner) css += `${part.open}${inner}}`;
    } else if (!part.needs || part.needs.some((needs) => needs.every((name) => names.has(name)))) {
      css += part.css;
    }
  }
  return css;
}

/** The rules of `stylesheet` that `markup` can use, in their order. */
export function criticalCss(stylesheet: Stylesheet, markup: string): string {
  return prune(stylesheet, markupNames(markup));
}

/**
 * The same rules one by one (an at-rule block such as `@media` as one): for CSS that goes into a page
 * next to another front end's, where the rules both have are put in once.
 */
export function criticalRules(stylesheet: Stylesheet, markup: string): string[] {
  const names = markupNames(markup);
  return stylesheet.map((part) => prune([part], names)).filter((css) => css !== '');
}
