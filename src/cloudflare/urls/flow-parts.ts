import type { ASTNode } from 'jscodeshift';
import { nodeIndex, type IndexContext, type NodeIndex } from '../../ast/node-index';
import { values, type Part, type Value } from '../../flow';

/*
 * What the value-flow layer (src/flow/, docs/value-flow.md) says a URL expression the resolver does
 * not take apart itself holds: a member read (`cfg.baseUrl` of an object literal or of what a function
 * returns, a getter `this.base`, `static get base()`), a call (`zonePath(z)` of a function of the file,
 * `Api.root()`, `.replace(a, b)` on a known string, `.join`), a variable a guard narrowed to one
 * literal (`if (setting !== 'cname_flattening') throw …`).
 */

/**
 * The parts `node` stands for when the layer knows it holds exactly one value: a string's parts (each
 * text part says whether this expression may edit it: `editableNode`), or one hole for an unknown
 * written elsewhere or an import (`return process.env.CF_API ?? …`, `return API` with `API`
 * imported), which the resolver follows itself from there. Undefined for anything else: several
 * values (a choice the resolver does not make), an element of a loop over a list (src/flow/elements.ts
 * answers one call per element), a name no guard narrowed (the resolver follows names itself), an
 * unknown held by `node` itself (nothing learnt), a string with no known text.
 */
export function flowUrlParts(ctx: IndexContext, node: ASTNode): Part[] | undefined {
  if (node.type !== 'CallExpression' && node.type !== 'Identifier' && node.type !== 'MemberExpression' && node.type !== 'OptionalMemberExpression') return undefined;
  // A name is used here only when a guard narrowed it, and a guard compares it with a string: a file
  // with no such comparison has nothing to ask (asking cost a third of a dense run's time).
  if (node.type === 'Identifier' && !comparedWithString(ctx, node.name)) return undefined;
  const found = values(ctx, node);
  const value = found.length === 1 ? found[0] : writtenDefault(found);
  if (!value) return undefined;
  if ((value.kind === 'unknown' && value.origin.kind === 'unknown') || value.kind === 'import') {
    return value.node !== node && readsWritten(node) ? [{ kind: 'hole', origin: { kind: 'unknown' }, node: value.node }] : undefined;
  }
  return usable(value, node) ? value.parts : undefined;
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

/** A member read (`cfg.baseUrl`, `this.base`) or a method called with no argument (`Api.root()`, `this.root()`): what it reads is written once, where the resolver may follow it. */
function readsWritten(node: ASTNode): boolean {
  if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') return true;
  return node.type === 'CallExpression' && node.arguments.length === 0 && (node.callee.type === 'MemberExpression' || node.callee.type === 'OptionalMemberExpression');
}

function usable(value: Value, node: ASTNode): value is Extract<Value, { kind: 'string' }> {
  if (value.kind !== 'string' || value.element) return false;
  if (node.type === 'Identifier' && !value.guard) return false;
  return value.parts.some((p) => p.kind === 'text' && p.text !== '');
}

/** The names a tree's index compares with a string literal, found once per index (a scan of every comparison for each name asked grew with names × comparisons). */
const comparedByIndex = new WeakMap<NodeIndex, Set<string>>();

/** Whether the file compares `name` with a string literal anywhere (`s !== 'x'`, `'x' === s`): a guard may narrow it. */
function comparedWithString(ctx: IndexContext, name: string): boolean {
  const index = nodeIndex(ctx.j, ctx.root);
  let names = comparedByIndex.get(index);
  if (!names) {
    const found = new Set<string>();
    const isString = (n: ASTNode | null | undefined) => n?.type === 'StringLiteral' || (n?.type === 'Literal' && typeof n.value === 'string');
    for (const p of index.of('BinaryExpression')) {
      const { operator, left, right } = p.value;
      if (!/^[!=]==?$/.test(operator)) continue;
      if (left.type === 'Identifier' && isString(right)) found.add(left.name);
      if (right.type === 'Identifier' && isString(left)) found.add(right.name);
    }
    comparedByIndex.set(index, (names = found));
  }
  return names.has(name);
}
