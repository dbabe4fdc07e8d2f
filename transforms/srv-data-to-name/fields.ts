import type { TransformContext } from '../../src/types';
import { codeOf } from '../../src/edit/text-edits';
import { type FieldPath, type RequiredRead } from '../../src/cloudflare/records/required-reads';
import { bindingsOf, receiverKey, stringValue } from '../../src/ast';

/** The deprecated SRV data fields, in the order they make the full name. */
export const PARTS = ['service', 'proto', 'name'] as const;
export type Part = (typeof PARTS)[number];
/** The parts as read on a record (`record.data.name`), for requiredRead. */
export const PART_READS: readonly FieldPath[] = PARTS.map((part) => ['data', part]);
/** A read that needs a part to stay a string, as the finding names it. */
export const partRequired = (found: RequiredRead | undefined): { part: Part; at: string } | undefined => (found ? { part: found.field[1] as Part, at: found.at } : undefined);

/** A string the expression is known to hold: a literal, or a once-declared const of one. */
export function literalOf(ctx: TransformContext, node: any): string | undefined {
  const direct = stringValue(node);
  if (direct !== undefined) return direct;
  const key = receiverKey(node);
  return key ? stringValue(bindingsOf(ctx.j, ctx.root).value(key)) : undefined;
}

/** Source text of a node as written (for comparing two expressions). */
export const sourceOf = (ctx: TransformContext, node: any): string | undefined => codeOf(node, ctx.file.source);
