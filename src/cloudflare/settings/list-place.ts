import type { ArrayExpression, ASTNode, ASTPath } from 'jscodeshift';
import { currentIndex, heldBy, pathOfNode } from '../../ast/node-index';
import { declaredReads } from '../../flow/binding-uses';
import { unwrap } from '../../ast/syntax';
import type { ElementSite } from '../../flow';
import type { RecognitionContext } from '../calls/calls';

/*
 * Where an entry of a list that feeds a zone-settings call sits, for the transform that drops it:
 * the element where the value-flow layer says it is written (src/flow/lists.ts), the array literal, and
 * who reads that literal (its const's reads, its export, or the literal itself written in place), so the
 * transform can tell whether the list does more than feed the call.
 */

/** An entry of a list and the literal it is written in. */
export interface ListPlace {
  entry: ASTPath;
  /** The array literal the entry sits in. */
  array: ASTPath<ArrayExpression>;
  /** The expressions that read the array (the loop's or the call's reference to it). */
  consumers: ASTPath[];
  /** When `array` is a const spread into the array that feeds the call (`[...BASE, …]`). */
  spreadInto?: SpreadInto;
}

/** A const array spread into the array that feeds the call: that spread element and the feeding array (its literal and the reads of it). */
export interface SpreadInto {
  spread: ASTPath;
  array: ASTPath<ArrayExpression>;
  consumers: ASTPath[];
}

/** The list a loop or call reads: the layer's list (its literal, or the `concat` call) and the expression that reads it. */
interface ReadList {
  list: ASTNode;
  walked: ASTNode;
}

/**
 * Where the element at `site` sits: in the list read itself (written in place, or a const), or in a const
 * list spread into it (`[...BASE, …]`) or given to its `concat`. Undefined when the layer's answer goes
 * further than the transform can follow (a list spread into a list spread in turn, a literal that is no
 * const's and not written where it is read).
 */
export function listPlace(ctx: RecognitionContext, site: ElementSite | undefined, read: ReadList): ListPlace | undefined {
  const literal = site && site.through.length <= 1 ? pathOfNode(ctx, site.literal) : undefined;
  if (!site || !literal) return undefined;
  const [via] = site.through;
  const consumers = consumersOf(ctx, literal, via ? undefined : read.walked);
  if (!consumers) return undefined;
  const place = { entry: literal.get('elements', site.index), array: literal, consumers };
  // Given to `concat`: its const's reads (that argument among them) say whether it only feeds the call.
  if (via?.type !== 'SpreadElement') return place;
  const outer = read.list.type === 'ArrayExpression' ? pathOfNode(ctx, read.list as ArrayExpression) : undefined;
  const spread = pathOfNode(ctx, via);
  const outerConsumers = outer && consumersOf(ctx, outer, read.walked);
  return outer && spread && outerConsumers ? { ...place, spreadInto: { spread, array: outer, consumers: outerConsumers } } : undefined;
}

/** The reads of a list literal: its const's (where its scope sees it), or itself when written where the loop or call reads it. */
function consumersOf(ctx: RecognitionContext, literal: ASTPath<ArrayExpression>, walked: ASTNode | undefined): ASTPath[] | undefined {
  const declarator = heldBy(ctx, literal.value)?.declarator;
  if (declarator?.value.id.type === 'Identifier') {
    const reads = declaredReads(currentIndex(ctx), ctx.root, declarator.value.id);
    // `export const L = […]`: other modules read it, as `export { L }` or `exports.L = L` (references of
    // their own) say; the export statement stands for those reads, which feed no call of this file.
    const exported = declarator.parent?.parent;
    return exported?.value?.type === 'ExportNamedDeclaration' ? [...reads, exported] : reads;
  }
  return walked && unwrap(walked) === literal.value ? [literal] : undefined;
}
