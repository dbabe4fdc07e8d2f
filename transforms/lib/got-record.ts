import type { ASTNode, ASTPath } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import { DNS_RECORD, findApiCalls, matchEndpoint } from '../../src/cloudflare';
import { currentIndex, isInside, pathOfNode, unwrap, type CallNode, type FunctionNode, type MaybeNode } from '../../src/ast';
import { declarationsAt } from '../../src/ast/scope';
import { returnsAnswer } from '../../src/cloudflare/anchors/answer-returns';
import { heldCallOf } from './lookup-answer';
import { keptFollow } from './lookup-kept';
import { lookupTarget } from './lookup-function';
import { onlyValue, updatedId, updatedZone, writtenInFile, type FieldRead } from './same-record-type';

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
export function gotRecordId(ctx: RecognitionContext, read: FieldRead): { id: MaybeNode; zone: MaybeNode; at: ASTPath } | undefined {
  const made = keptFollow(ctx, read.at, read.holder, { valueOf: onlyValue, follow: heldCallOf });
  const at = made && (pathOfNode(ctx, made) as ASTPath<CallNode> | undefined);
  if (!at || at.value.type !== 'CallExpression') return undefined;
  const own = findApiCalls(ctx).filter((c) => c.path.value === made);
  // A wrapper the engine traces here (of this module, or one another module passes on).
  if (own.length > 0) return own.length === 1 && own[0].surface === 'wrapper' && own[0].wrapperReturnsAnswer === true && getsOne(own[0]) ? { id: updatedId(own[0]), zone: updatedZone(own[0]), at } : undefined;
  // A function of this module or another whose one request is the GET, the id one of its parameters.
  const inside = oneRequest(ctx, at);
  // The field read off the record may also come from a copy of the answer that keeps it (`{ ...record, ddnsStatus }`).
  if (!inside || !getsOne(inside.call) || !returnsAnswer(inside.ctx, inside.fn, inside.call.path.value, read.field)) return undefined;
  const id = passedArg(inside, at, updatedId(inside.call));
  return id ? { id, zone: passedArg(inside, at, updatedZone(inside.call)), at } : undefined;
}

/**
 * The zone an update is sent to as written at its call: the URL's zone part, or, for a function of
 * another module whose one request it is (whose URL this file only holds a name of), the argument
 * passed for the parameter that request sends as its zone.
 */
export function sentZone(ctx: RecognitionContext, call: ApiCall): MaybeNode {
  const zone = unwrap(updatedZone(call));
  if (zone && !(zone.type === 'Identifier' && zone.name.startsWith('<'))) return zone;
  const at = call.path as ASTPath<CallNode>;
  const inside = at.value.type === 'CallExpression' ? oneRequest(ctx, at) : undefined;
  return inside ? passedArg(inside, at, updatedZone(inside.call)) : undefined;
}

/** The one request of the function a call calls (this module's or another's), and that function. */
function oneRequest(ctx: RecognitionContext, at: ASTPath<CallNode>): { ctx: RecognitionContext; fn: FunctionNode; call: ApiCall } | undefined {
  const target = lookupTarget(ctx, at);
  if (!target) return undefined;
  const inside = findApiCalls(target.ctx).filter((c) => isInside(c.path, target.fn.value));
  return inside.length === 1 ? { ctx: target.ctx, fn: target.fn.value, call: inside[0] } : undefined;
}

/** The argument a caller (`at`) passes for the parameter the request sends as `sent` (its id, its zone). */
function passedArg(inside: { ctx: RecognitionContext; fn: FunctionNode; call: ApiCall }, at: ASTPath<CallNode>, sent: MaybeNode): MaybeNode {
  const param = paramIndex(inside.ctx, inside.call, (inside.fn as { params: ASTNode[] }).params, sent);
  const args = at.value.arguments as ASTNode[];
  if (param === undefined || args.slice(0, param + 1).some((a) => a.type === 'SpreadElement')) return undefined;
  return args[param] ? unwrap(args[param]) : undefined;
}

/** A GET of one DNS record, its answer that record. */
function getsOne(call: ApiCall): boolean {
  return call.method === 'GET' && matchEndpoint(call.endpoint, DNS_RECORD) && !call.sharedWith;
}

/** The position of the plain parameter (never written in its module) a request sends as `sent` (its id, its zone). */
function paramIndex(ctx: RecognitionContext, call: ApiCall, params: ASTNode[], sent: MaybeNode): number | undefined {
  const id = unwrap(sent);
  if (id?.type !== 'Identifier' || writtenInFile(ctx, id.name)) return undefined;
  const found = declarationsAt(currentIndex(ctx), call.path, id.name);
  if (found.length !== 1) return undefined;
  const index = params.indexOf(found[0].id);
  return index >= 0 ? index : undefined;
}
