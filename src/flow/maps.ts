import type { ASTPath, NewExpression } from 'jscodeshift';
import { declarationsAt, type Declaration } from '../ast/scope';
import { isMember, memberName } from '../ast/syntax';
import type { Question } from './question';
import { perDeclaration } from './per-declaration';
import { bindingUses } from './binding-uses';
import type { MapEntry, MapValue } from './value';

/*
 * Maps (docs/value-flow.md, "What a value is"): `new Map()` of the language, and the entries put in it
 * with `.set(key, value)` through the name that holds it, wherever in the name's scope (callbacks too):
 * a lookup may return what any `.set` put in, whatever the order the code runs in, so every entry counts
 * at every read. A key and a value are not evaluated here: a recogniser asks for their values when it
 * wants them. The map is `open` when it may hold entries the layer does not see: made with entries
 * (`new Map(pairs)`), handed to a call or another name, or a `.set` whose result is used
 * (`m.set(a, x).set(b, y)`).
 */

/** `new Map()` (the language's, not a class of the file named so): a map with no entry yet; undefined for anything else. */
export function newMap(q: Question, path: ASTPath<NewExpression>): MapValue[] | undefined {
  const node = path.value;
  const callee = node.callee;
  if (callee.type !== 'Identifier' || callee.name !== 'Map' || declarationsAt(q.index, path, 'Map').length > 0) return undefined;
  return [{ kind: 'map', node, entries: [], open: node.arguments.length > 0 }];
}

/** The map a name declared with it holds: with every entry `.set` puts in through the name. */
export function heldMap(q: Question, declaration: Declaration, map: MapValue): MapValue {
  const uses = usesOf(q, declaration);
  return uses === 'open' ? { ...map, open: true } : { ...map, entries: [...map.entries, ...uses] };
}

/** Reads of a map that add nothing to it. */
const READS = new Set(['get', 'has', 'size', 'keys', 'values', 'entries', 'forEach', 'delete']);

/** The entries a declared name's uses put in its map, or `open`; once per declaration and index. */
const usesOf = perDeclaration(collectUses);

function collectUses(q: Question, declaration: Declaration): MapEntry[] | 'open' {
  const entries: MapEntry[] = [];
  // A property named like the map (`x.ids`, `{ ids: … }`) is not a use of it (binding-uses.ts).
  for (const ref of bindingUses(q.index, q.ctx.root, declaration)) {
    const parent = ref.parent?.value;
    if (parent?.type === 'ForOfStatement' && parent.right === ref.value) continue;
    const name = isMember(parent) && parent.object === ref.value && !parent.computed ? memberName(parent) : undefined;
    if (name !== undefined && READS.has(name)) continue;
    const set = ref.parent?.parent?.value;
    if (name !== 'set' || set?.type !== 'CallExpression' || set.callee !== parent || set.arguments.length !== 2) return 'open';
    // The map the set returns is not used (`ids.set(…).set(name, id)` puts in another entry unseen).
    const after = ref.parent.parent.parent?.value;
    if (after?.type !== 'ExpressionStatement' && !(after?.type === 'ArrowFunctionExpression' && after.body === set)) return 'open';
    entries.push({ key: set.arguments[0], value: set.arguments[1], at: set });
  }
  return entries;
}
