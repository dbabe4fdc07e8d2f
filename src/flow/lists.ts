import type { ArrayExpression, ASTNode, ASTPath, CallExpression } from 'jscodeshift';
import { evaluate, type Question } from './question';
import { unknown, type ElementSite, type ListValue, type Value } from './value';

/*
 * What a list holds (docs/value-flow.md, "Lists and their elements"): an array literal's elements, with
 * those of a known list it spreads (`[...BASE, 'brotli']`), and `list.concat(other, …)` of known lists.
 * Each element keeps where it is written (the literal and its position there, and the spreads or
 * `concat` arguments that brought it), so a recogniser can edit or drop it where it is written.
 */

/** An array literal: unknown when it has a hole, or spreads anything but one known list. */
export function arrayValues(q: Question, path: ASTPath<ArrayExpression>, depth: number): Value[] {
  const node = path.value;
  const elements: Value[][] = [];
  const sites: ElementSite[] = [];
  for (let i = 0; i < node.elements.length; i++) {
    const element = node.elements[i];
    if (!element) return [unknown(node)];
    if (element.type !== 'SpreadElement') {
      elements.push(evaluate(q, path.get('elements', i), depth + 1));
      sites.push({ literal: node, index: i, through: [] });
      continue;
    }
    const inner = oneList(evaluate(q, path.get('elements', i, 'argument'), depth + 1));
    if (!inner) return [unknown(node)];
    add({ elements, sites }, inner, element);
  }
  return [{ kind: 'list', node, elements, sites }];
}

/** `list.concat(a, b)`: the receiver's elements, then each argument's, when every one is a known list (an argument that is not an array is added as one element, which the layer cannot tell). */
export function concatValues(q: Question, path: ASTPath<CallExpression>, receiver: Value[], depth: number): Value[] {
  const call = path.value;
  const first = oneList(receiver);
  if (!first) return [unknown(call)];
  const out = { elements: [...first.elements], sites: [...first.sites] };
  for (let i = 0; i < call.arguments.length; i++) {
    const inner = oneList(evaluate(q, path.get('arguments', i), depth + 1));
    if (!inner) return [unknown(call)];
    add(out, inner, call.arguments[i]);
  }
  return [{ kind: 'list', node: call, ...out }];
}

/** The one list a set of values holds, else undefined. */
const oneList = (found: Value[]): ListValue | undefined => (found.length === 1 && found[0].kind === 'list' ? found[0] : undefined);

/** Appends a known list's elements, brought in by `via` (a spread element, a `concat` argument). */
function add(into: { elements: Value[][]; sites: ElementSite[] }, inner: ListValue, via: ASTNode): void {
  into.elements.push(...inner.elements);
  into.sites.push(...inner.sites.map((s) => ({ ...s, through: [via, ...s.through] })));
}
