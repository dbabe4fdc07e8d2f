import type { ASTNode, ASTPath } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import { DNS_RECORD, findApiCalls, matchEndpoint } from '../../src/cloudflare';
import { currentIndex, isInside, pathOfNode, unwrap, type CallNode, type MaybeNode } from '../../src/ast';
import { declarationsAt } from '../../src/ast/scope';
import { returnsAnswer } from '../../src/cloudflare/anchors/answer-returns';
import { heldCallOf } from './lookup-answer';
import { keptFollow } from './lookup-kept';
import { lookupTarget } from './lookup-function';
import { onlyValue, updatedId, writtenInFile, type FieldRead } from './same-record-type';

/*
 * dns-record-type-change: the record a held value is, read by a GET of one DNS record
 * (`/zones/${zone}/dns_records/${id}`) through a function that hands out what that request answered
 * (src/cloudflare/anchors/answer-returns.ts): `const current = await readRecord(zone, id)`, readRecord
 * a wrapper of this module the engine traces, or a function of another module whose one request is
 * that GET, its id one of its parameters. Nothing may change the record in between (lookup-kept.ts).
 * Its id there is what an update of the same id compares with (same-record-type.ts): `type:
 * current.type` sent back to that id is the record's own type.
 */

/** The id the record `read` is read off was got by, as written at the call that got it, and that call; undefined for anything else. */
export function gotRecordId(ctx: RecognitionContext, read: FieldRead): { id: MaybeNode; at: ASTPath } | undefined {
  const made = keptFollow(ctx, read.at, read.holder, { valueOf: onlyValue, follow: heldCallOf });
  const at = made && (pathOfNode(ctx, made) as ASTPath<CallNode> | undefined);
  if (!at || at.value.type !== 'CallExpression') return undefined;
  const own = findApiCalls(ctx).filter((c) => c.path.value === made);
  // A wrapper the engine traces here (of this module, or one another module passes on).
  if (own.length > 0) return own.length === 1 && own[0].surface === 'wrapper' && own[0].wrapperReturnsAnswer === true && getsOne(own[0]) ? { id: updatedId(own[0]), at } : undefined;
  // A function of this module or another whose one request is the GET, the id one of its parameters.
  const target = lookupTarget(ctx, at);
  if (!target) return undefined;
  const inside = findApiCalls(target.ctx).filter((c) => isInside(c.path, target.fn.value));
  if (inside.length !== 1 || !getsOne(inside[0]) || !returnsAnswer(target.ctx, target.fn.value, inside[0].path.value)) return undefined;
  const param = paramIndex(target.ctx, inside[0], target.fn.value.params as ASTNode[]);
  const args = at.value.arguments as ASTNode[];
  if (param === undefined || args.slice(0, param + 1).some((a) => a.type === 'SpreadElement')) return undefined;
  return args[param] ? { id: unwrap(args[param]), at } : undefined;
}

/** A GET of one DNS record, its answer that record. */
function getsOne(call: ApiCall): boolean {
  return call.method === 'GET' && matchEndpoint(call.endpoint, DNS_RECORD) && !call.sharedWith;
}

/** The position of the plain parameter (never written in its module) a request's id is. */
function paramIndex(ctx: RecognitionContext, call: ApiCall, params: ASTNode[]): number | undefined {
  const id = unwrap(updatedId(call));
  if (id?.type !== 'Identifier' || writtenInFile(ctx, id.name)) return undefined;
  const found = declarationsAt(currentIndex(ctx), call.path, id.name);
  if (found.length !== 1) return undefined;
  const index = params.indexOf(found[0].id);
  return index >= 0 ? index : undefined;
}
