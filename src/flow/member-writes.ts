import type { ASTPath, AssignmentExpression } from 'jscodeshift';
import type { NodeIndex } from '../ast/node-index';
import { isMember, memberName, unwrap } from '../ast/syntax';
import { perIndex } from './per-declaration';

/*
 * The file's writes of members (`x.name = …`, `x['name'] = …`, `this.name += …`), by the member's
 * name as a read names it (memberName), once per index: the layer asks, for a class's field, an
 * object literal's property or an instance's member, whether anything else writes a member of that
 * name, and each asking walked every assignment of the file.
 */

interface Writes {
  byName: Map<string, ASTPath<AssignmentExpression>[]>;
  /** Writes through a computed key (`x[k] = …`, `x['name'] = …`). */
  computed: ASTPath<AssignmentExpression>[];
}

const writesOf = perIndex((index: NodeIndex): Writes => {
  const writes: Writes = { byName: new Map(), computed: [] };
  for (const p of index.of('AssignmentExpression')) {
    const left = unwrap(p.value.left);
    if (!isMember(left)) continue;
    if (left.computed) writes.computed.push(p);
    const name = memberName(left);
    if (name === undefined) continue;
    const list = writes.byName.get(name);
    if (list) list.push(p);
    else writes.byName.set(name, [p]);
  }
  return writes;
});

/** The assignments of the file whose left side is a member named `name` (through casts and parentheses), in source order. */
export function memberWrites(index: NodeIndex, name: string): ASTPath<AssignmentExpression>[] {
  return writesOf(index).byName.get(name) ?? [];
}

/** The assignments of the file to a member through a computed key, whatever the key (`x[k] = …`). */
export function computedMemberWrites(index: NodeIndex): ASTPath<AssignmentExpression>[] {
  return writesOf(index).computed;
}
