import type { ASTNode } from 'jscodeshift';
import { nodeIndex, type IndexContext, type NodeIndex } from '../../ast/node-index';
import { values, type Value } from '../../flow';
import type { UrlPart } from '../shapes';

/*
 * A piece of a URL that the value-flow layer knows (src/flow/, docs/value-flow.md) and the URL
 * resolver does not follow itself: a call of a function of the file (`fetch(API + zonePath(z))` with
 * `const zonePath = (id) => \`/zones/${id}/rate_limits\``), `.replace(a, b)` on a known string, a
 * variable a guard narrowed to one literal (`if (setting !== 'cname_flattening') throw …`).
 */

/**
 * The URL parts `node` stands for when the layer knows it holds exactly one string: its text
 * read-only (written elsewhere: in the function, or the guard; the call site must not edit it there;
 * `written` names the literal),
 * each hole a dynamic part held by the expression the layer names (the argument at the call for a
 * bound parameter). Undefined for anything else: several values (a choice the resolver does not
 * make), an element of a loop over a list (src/flow/elements.ts answers one call per element), a name no
 * guard narrowed (the resolver follows names itself), a string with no known text.
 */
export function flowUrlParts(ctx: IndexContext, node: ASTNode): UrlPart[] | undefined {
  if (node.type !== 'CallExpression' && node.type !== 'Identifier') return undefined;
  // A name is used here only when a guard narrowed it, and a guard compares it with a string: a file
  // with no such comparison has nothing to ask (asking cost a third of a dense run's time).
  if (node.type === 'Identifier' && !comparedWithString(ctx, node.name)) return undefined;
  const found = values(ctx, node);
  if (found.length !== 1) return undefined;
  const [value] = found;
  if (!usable(value, node)) return undefined;
  return value.parts.map((p): UrlPart => (p.kind === 'text' ? { kind: 'text', text: p.text, node: null, written: p.node ?? undefined } : { kind: 'dynamic', node: p.node }));
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
