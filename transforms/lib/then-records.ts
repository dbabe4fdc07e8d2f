import type { ASTPath, Identifier } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import { bodyObject } from '../../src/cloudflare';
import { currentIndex, pathOfNode, propertyValue, stringValue, unwrap, type MaybeNode } from '../../src/ast';
import { declarationsAt } from '../../src/ast/scope';
import { usesOf } from '../../src/flow/uses';
import { namesAlong } from '../../src/flow/settled';
import { heldRecords, type HeldRecord } from '../../src/cloudflare/records/held-values';
import type { KeyedType } from './keyed-records';
import { keptNames } from './lookup-kept';

/*
 * dns-record-type-change: a record kept in a module's `let` along a promise chain (`let held;` then
 * `cf.dnsRecords.browse(zone).then((page) => page.result.find((r) => r.type === 'A' && …)).then((found) =>
 * { held = found })`, and `held = answer.result` in the `.then` of an update sending `type: 'A'`). Every
 * record it may hold (src/cloudflare/records/held-values.ts) must be of a known type: a pick out of a
 * list request's answer (its `.find` tests and the list's filter), or the answer of an update that
 * writes the type itself (the record as updated has that type). The file must be a module (an import, an export or a `require`: a classic
 * script's top-level `let` is shared with other scripts), and nothing may write the record's `type`
 * in place or hand it on under any name it passed through (flow/settled.ts's namesAlong, lookup-kept.ts).
 */

/** What the asker knows to read types with: a `.find` callback's tests, and a list request's filter. */
export interface ThenHelpers {
  tests: (callback: MaybeNode, param: string) => KeyedType[];
  listed: (call: ApiCall) => KeyedType | undefined;
}

/** The types every value of the module's `let` `holder` (read at `at`) is known to have (see above); none otherwise. */
export function thenHeldTypes(ctx: RecognitionContext, at: ASTPath, holder: MaybeNode, helpers: ThenHelpers): KeyedType[] {
  const variable = unwrap(holder);
  const read = variable?.type === 'Identifier' ? pathOfNode(ctx, variable) : undefined;
  const declared = read ? declarationsAt(currentIndex(ctx), read, variable.name) : [];
  if (declared.length !== 1 || declared[0].scope.type !== 'Program' || !isModule(ctx) || handedOut(ctx, declared[0].id)) return [];
  let common: KeyedType[] | undefined;
  for (const record of heldRecords(ctx, variable) ?? []) {
    const types = recordTypes(ctx, record, helpers);
    common = common ? common.filter((k) => types.some((t) => same(k, t))) : types;
    if (common.length === 0) return [];
  }
  // Its type changed in place or handed on under any name the record passed through (`found.type = 'CNAME'; held = found`).
  const along = read && namesAlong(ctx, read);
  return common && along && keptNames(ctx, along, 'type') ? common : [];
}

/** Whether the record is returned (`return held`, `() => held`) or exported by default (flow/uses.ts, an unknown use too); `module.exports = { held }` is keptNames'. */
const handedOut = (ctx: RecognitionContext, id: Identifier): boolean => usesOf(ctx, id).some((u) => u.kind === 'returned' || u.kind === 'unknown');

const same = (a: KeyedType, b: KeyedType): boolean => 'literal' in a && 'literal' in b && a.literal.toUpperCase() === b.literal.toUpperCase();

/** Whether the file is a module: it imports, exports or calls `require`. */
function isModule(ctx: RecognitionContext): boolean {
  const file = ctx.root.get().value as { program?: { body: Array<{ type: string }> }; body?: Array<{ type: string }> };
  if ((file.program?.body ?? file.body ?? []).some((s) => /^(Import|Export)/.test(s.type))) return true;
  return currentIndex(ctx).of('CallExpression').some((p) => unwrap(p.value.callee)?.type === 'Identifier' && unwrap(p.value.callee).name === 'require');
}

/** The types a record the variable may hold is known to have: a list's pick, or an update's answer writing the type (see above). */
function recordTypes(ctx: RecognitionContext, { request, pick }: HeldRecord, helpers: ThenHelpers): KeyedType[] {
  if (!pick) {
    const written = request.method === 'PUT' || request.method === 'PATCH' ? stringValue(unwrap(propertyValue(bodyObject(ctx, request), 'type'))) : undefined;
    return written !== undefined ? [{ literal: written }] : [];
  }
  const test = unwrap(pick.arguments[0]);
  const param = test?.params?.[0]?.type === 'Identifier' ? test.params[0].name : undefined;
  const listed = helpers.listed(request);
  return [...(param ? helpers.tests(test, param) : []), ...(listed ? [listed] : [])];
}
