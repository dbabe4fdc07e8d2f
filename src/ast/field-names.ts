import type { JSCodeshift } from 'jscodeshift';

type AstTypes = JSCodeshift['types'];

/** What ast-types says of one node type, asked once: its field names, and whether it is a Node. */
interface TypeFacts {
  names: readonly string[];
  isNode: boolean;
}

const known = new WeakMap<AstTypes, Map<string, TypeFacts>>();

/**
 * ast-types' `getFieldNames` and `namedTypes.Node.check` for a value, read once per node type.
 *
 * Both depend on the value's `type` alone when it is a type ast-types defines (`getFieldNames` then
 * returns a fresh copy of the definition's list, `Node.check` without `deep` asks only whether the
 * definition is a Node's), and the walks of a tree (the node index, the descent to a node) asked them
 * for every node: a tenth of a dense run went to the look-ups and the copies. A plain object, or a
 * type ast-types does not define, is asked of ast-types every time (the same answer or error as before).
 */
export function typeFacts(types: AstTypes, value: object): TypeFacts {
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string') return { names: types.getFieldNames(value as never), isNode: false };
  let byType = known.get(types);
  if (!byType) known.set(types, (byType = new Map()));
  let facts = byType.get(type);
  if (!facts) {
    facts = { names: types.getFieldNames(value as never), isNode: types.namedTypes.Node.check(value) };
    // Only a defined type's answer holds for every value of that type.
    if (Object.prototype.hasOwnProperty.call(types.namedTypes, type)) byType.set(type, facts);
  }
  return facts;
}
