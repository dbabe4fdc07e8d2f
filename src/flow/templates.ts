import type { ASTNode } from 'jscodeshift';
import { nodeIndex, type IndexContext, type NodeIndex } from '../ast/node-index';
import { patternNames } from '../ast/bindings';
import { commonTemplate } from './strings';
import { conditionedTemplate } from './conditioned-template';
import { unseenChanges } from './urls';
import { values } from './values';
import { perIndex } from './per-declaration';
import { templateText, type Part, type UrlValue, type Value } from './value';

/*
 * The one template a name, member read or call stands for, for the template question
 * (one-template.ts), which takes template literals and `+` apart itself and follows what the layer
 * leaves unknown with its caller's knowledge (the URL resolver's bases): what the layer says
 * is held by a name (a `const`, a `let` given one value, a variable a guard narrowed
 * to a literal: `if (setting !== 'cname_flattening') throw …`), a member read (`cfg.baseUrl` of an
 * object literal or of what a function returns, a field `this.base`, a getter, `static get base()`),
 * a call (`zonePath(z)` of a function of the file, `Api.root()`, `.replace(a, b)` on a known string,
 * `['zones', id, 'rate_limits'].join('/')`, also of a list mapped with `encodeURIComponent`), a
 * written default (`process.env.CF_API ?? 'https://api.cloudflare.com/client/v4'`).
 */

/** The expressions asked about (a literal, a template and `+` are the template question's own syntax; a URL object is `knownUrlObject`'s). */
const ASKED = new Set(['Identifier', 'MemberExpression', 'OptionalMemberExpression', 'CallExpression', 'LogicalExpression']);

/**
 * The parts `node` stands for when the layer knows one template for it: one string's parts (each
 * text part says whether this expression may edit it: `editableNode`), the template several strings
 * of one shape have in common (a choice inside a `const`'s template is a hole there), or one hole for
 * an unknown written elsewhere or an import (`const u = new URL(…)`, `return process.env.CF_API`,
 * `return API` with `API` imported), which the template question follows itself from there (a parameter, a
 * loop's element, `endpoint.replace(…)` of a parameter stay holes where the layer says they are
 * held: `const path = endpoint.replace('/tunnels', '')` is that call, for replaced-path.ts). A
 * value a written default replaces is left out (see `writtenDefault`). Undefined for anything else: strings of
 * different shapes (a choice the resolver does not make: `urlChoices` lists a `let` given a URL in
 * each branch), an element of a loop over a list (src/flow/elements.ts answers one call per element),
 * an unknown held by `node` itself (nothing learnt), a member or call giving no known text.
 */
export function knownTemplate(ctx: IndexContext, node: ASTNode): Part[] | undefined {
  if (!ASKED.has(node.type)) return undefined;
  // A name no variable declares (a parameter, a global, an import) that no guard narrows is a hole
  // the layer answers with the name itself: nothing to ask (asking for every such name cost a
  // dense run several per cent).
  if (node.type === 'Identifier' && !mayHold(ctx, node.name)) return undefined;
  const found = values(ctx, node);
  const value = found.length === 1 ? found[0] : writtenDefault(found);
  // A test on how a string starts that the values here leave open (`path.startsWith('http') ? path : …`): the branch that builds on it, marked (conditioned-template.ts).
  if (!value) return conditionedTemplate(ctx, found, node) ?? commonTemplate(found, node);
  if (value.kind === 'unknown' || value.kind === 'import' || value.kind === 'url') {
    const origin = value.kind === 'unknown' ? value.origin : { kind: 'unknown' as const };
    return value.node !== node && readsWritten(node) ? [{ kind: 'hole', origin, node: value.node }] : undefined;
  }
  if (value.kind !== 'string' || value.element) return undefined;
  // An empty `const` is a placeholder the template question judges (`const ZONE_TAG = ''`); a member or call must say something.
  return node.type === 'Identifier' || value.parts.some((p) => p.kind === 'text' && p.text !== '') ? value.parts : undefined;
}

/**
 * Every template `node` may hold, as pattern texts (holes written `:param`, templateText): one per value the
 * layer says it may be (a `let` given one URL and another in a branch, a `const` chosen by a condition).
 * Undefined when one of them is not a known string (an unknown, an object, a parameter, an element), so a
 * caller testing what *each* is never takes an unknown for an answer.
 */
export function knownTemplates(ctx: IndexContext, node: ASTNode): string[] | undefined {
  if (!ASKED.has(node.type)) return undefined;
  if (node.type === 'Identifier' && !mayHold(ctx, node.name)) return undefined;
  const found = values(ctx, node);
  const texts = found.map((v) => (v.kind === 'string' && !v.element ? templateText(v) : undefined));
  return texts.length > 0 && texts.every((t) => t !== undefined) ? (texts as string[]) : undefined;
}

/**
 * The URL object `node` holds when the layer knows exactly one (`new URL(…)`, a name holding one, its
 * `href`, `toString()`, `String(u)`, a method returning one; src/flow/urls.ts), else undefined.
 */
export function knownUrlObject(ctx: IndexContext, node: ASTNode): UrlValue | undefined {
  if (node.type !== 'NewExpression' && !ASKED.has(node.type)) return undefined;
  if (node.type === 'Identifier' && !mayHold(ctx, node.name)) return undefined;
  const found = values(ctx, node);
  const [url] = found;
  return found.length === 1 && url.kind === 'url' && !url.element ? unseenChanges(nodeIndex(ctx.j, ctx.root), url, node) : undefined;
}

/**
 * The one value the code means among several: leaving out the values a written default replaces
 * (`process.env.CF_API ?? 'https://api.cloudflare.com/client/v4'`, the layer's `beforeDefault`: the
 * resolver takes the default written there as what the code means, as it does for such an
 * expression it reads itself), when exactly one is left. Undefined otherwise.
 */
function writtenDefault(found: Value[]): Value | undefined {
  const meant = found.filter((v) => !v.beforeDefault);
  return meant.length === 1 && meant.length < found.length ? meant[0] : undefined;
}

/**
 * A name, a member read (`cfg.baseUrl`, `this.base`) or a method called with no argument
 * (`Api.root()`, `this.root()`): what it reads is written once, where the template question may follow it.
 */
function readsWritten(node: ASTNode): boolean {
  if (node.type !== 'CallExpression') return true;
  return node.arguments.length === 0 && (node.callee.type === 'MemberExpression' || node.callee.type === 'OptionalMemberExpression');
}

/** Initialisers that hold no string (`i + 1` is a `+` the template question reads, like any other). */
const NOT_STRINGS = new Set(['NumericLiteral', 'BooleanLiteral', 'NullLiteral', 'BigIntLiteral']);

/** By tree index: the names its variables declare (destructured too), and the names it compares with a string literal. */
const namesOf = perIndex((index: NodeIndex): Set<string> => {
  const found = new Set<string>();
  for (const p of index.of('VariableDeclarator')) {
    // A counter (`for (let i = 0; …)`, `let n = 0`) holds a number first: never one string, whatever else it is given.
    if (p.parentPath?.parentPath?.value?.type === 'ForStatement' || NOT_STRINGS.has(p.value.init?.type ?? '')) continue;
    for (const declared of patternNames(p.value.id)) found.add(declared);
  }
  // A parameter with a default written beside it (`base = CF_API`) may hold it (defaults.ts).
  for (const p of index.of('AssignmentPattern')) if (p.value.left.type === 'Identifier') found.add(p.value.left.name);
  const isString = (n: ASTNode | null | undefined) => n?.type === 'StringLiteral' || (n?.type === 'Literal' && typeof n.value === 'string');
  for (const p of index.of('BinaryExpression')) {
    const { operator, left, right } = p.value;
    if (!/^[!=]==?$/.test(operator)) continue;
    if (left.type === 'Identifier' && isString(right)) found.add(left.name);
    if (right.type === 'Identifier' && isString(left)) found.add(right.name);
  }
  return found;
});

/**
 * Whether the layer may know more about a name than that it is a hole: a variable of the file
 * declares it (not a counter), or the file compares it with a string literal (`s !== 'x'`, `'x' === s`: a guard may
 * narrow a parameter). Found once per index.
 */
function mayHold(ctx: IndexContext, name: string): boolean {
  return namesOf(nodeIndex(ctx.j, ctx.root)).has(name);
}
