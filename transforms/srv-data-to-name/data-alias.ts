import type { ASTPath } from 'jscodeshift';
import type { TransformContext } from '../../src/types';
import { outerExpression, type ItemRef } from '../../src/cloudflare';
import { isMember, memberName } from '../../src/ast';
import { declaredReads } from '../../src/flow/binding-uses';
import { currentIndex } from '../../src/ast/node-index';
import { PARTS, type Part } from './fields';

/*
 * A record's data held in a const before its SRV parts are read (`const d = rec.data as Record<string,
 * unknown>; … d.service`, the edit form of a dashboard): the reads of the const's service, proto and
 * name are the record's. They are reported, never rewritten: the full name is on the record, which the
 * read no longer names, and a rewrite would have to reach back to it.
 */

/** A part read through a const holding the item's data: where, which part. */
export interface AliasRead {
  readPath: ASTPath;
  part: Part;
}

/** The reads of service/proto/name on a const given `item.data` (through casts and `?.`), not written there. */
export function aliasedPartReads(ctx: TransformContext, item: ItemRef): AliasRead[] {
  const dataPath = item.path.parentPath;
  const data = dataPath?.value;
  if (!isMember(data) || data.object !== item.path.value || memberName(data) !== 'data') return [];
  const held = outerExpression(dataPath);
  const declarator = held.parent;
  const kind = declarator?.parent?.value;
  if (declarator?.value.type !== 'VariableDeclarator' || held.name !== 'init' || declarator.value.id.type !== 'Identifier' || kind?.type !== 'VariableDeclaration' || kind.kind !== 'const') return [];
  const id = declarator.value.id;
  const out: AliasRead[] = [];
  for (const ref of declaredReads(currentIndex(ctx), ctx.root, id)) {
    const readPath = outerExpression(ref).parent;
    const read = readPath?.value;
    const part = isMember(read) && read.object === outerExpression(ref).value ? memberName(read) : undefined;
    if (!part || !(PARTS as readonly string[]).includes(part)) continue;
    const parent = readPath.parent?.value;
    if ((parent?.type === 'AssignmentExpression' && parent.left === read) || parent?.type === 'UpdateExpression' || (parent?.type === 'UnaryExpression' && parent.operator === 'delete')) continue;
    out.push({ readPath, part: part as Part });
  }
  return out;
}
