import type { ASTNode, VariableDeclarator } from 'jscodeshift';
import { currentIndex, identifiersNamedIn, pathOfNode, type IndexContext } from '../../src/ast/node-index';
import { declarationsAt } from '../../src/ast/scope';
import { unwrap } from '../../src/ast/syntax';
import { straightInto } from './listed-bodies';

/*
 * A converter's result held by a const that only the push reads (`const rec = toSrv(h); queue.push(rec)`):
 * it goes into the list as it is, as `queue.push(toSrv(h))` would (listed-bodies.ts's `straightInto`), so
 * the converter's every-use check (converter-uses.ts) follows the const there. A const read anywhere
 * else (logged, sent to another host, pushed twice, written) is not followed: that use keeps the literal.
 */

/** Whether the call's result is the init of a const read once, by an expression going straight into the list. */
export function heldInto(ctx: IndexContext, call: ASTNode, list: ASTNode): boolean {
  const at = pathOfNode(ctx, call);
  const declarator = at?.parent?.value as VariableDeclarator | undefined;
  if (!at || declarator?.type !== 'VariableDeclarator' || unwrap(declarator.init) !== call || declarator.id.type !== 'Identifier') return false;
  if (at.parent.parent?.value?.kind !== 'const') return false;
  const name = declarator.id.name;
  const [declaration] = declarationsAt(currentIndex(ctx), at, name);
  if (!declaration || declaration.id !== declarator.id) return false;
  const reads = identifiersNamedIn(currentIndex(ctx), ctx.root, declaration.scope, name).filter((p) => p.value !== declaration.id);
  return reads.length === 1 && straightInto(ctx, reads[0].value, list);
}
