import type { ASTPath, VariableDeclarator } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import { DNS_RECORD, DNS_RECORDS, bodyObject, findApiCalls, matchEndpoint } from '../../src/cloudflare';
import { currentIndex, dottedName, isCall, isFunction, isMember, memberName, pathOfNode, propertyValue, stringValue, unwrap, type FunctionNode, type MaybeNode } from '../../src/ast';
import { declarationsAt, type Declaration } from '../../src/ast/scope';
import { bindingUses } from '../../src/flow/binding-uses';
import { variableValues } from '../../src/ast/bindings';
import type { KeyedType } from './keyed-records';
import { keptNames } from './lookup-kept';
import { nothing } from '../../src/cloudflare/anchors/answer-returns';

/*
 * dns-record-type-change: a record kept in a module's `let` along a promise chain (`let held;` then
 * `cf.dnsRecords.browse(zone).then((page) => page.result.find((r) => r.type === 'A' && …)).then((found) =>
 * { held = found })`, and `held = answer.result` in the `.then` of an update sending `type: 'A'`). Every
 * value it is given is a record of a known type: the pick a `.then` callback hands on out of a list
 * request's answer (its `.find` tests and the list's filter), or the answer of an update that writes
 * the type itself (the record as updated has that type). The file must be a module (an import, an
 * export or a `require`: a classic script's top-level `let` is shared with other scripts), and nothing
 * may change the variable or a record given it in place (lookup-kept.ts).
 */

/** What the asker knows to read types with: a `.find` callback's tests, and a list request's filter. */
export interface ThenHelpers {
  tests: (callback: MaybeNode, param: string) => KeyedType[];
  listed: (call: ApiCall) => KeyedType | undefined;
}

/** The types every value of the module's `let` `holder` (read at `at`) is known to have (see above); none otherwise. */
export function thenHeldTypes(ctx: RecognitionContext, at: ASTPath, holder: MaybeNode, helpers: ThenHelpers): KeyedType[] {
  const variable = unwrap(holder);
  if (variable?.type !== 'Identifier') return [];
  const declared = declarationsAt(currentIndex(ctx), at, variable.name);
  const declarator = declared.length === 1 && declared[0].scope.type === 'Program' ? (declared[0].declarator as ASTPath<VariableDeclarator> | undefined) : undefined;
  if (!declarator || !isModule(ctx) || handedOut(ctx, declared[0])) return [];
  // Its empty start (`let held;`, `= null`) is no record: the update reads none then.
  const given = variableValues(ctx, ctx.root.get().value, declarator)?.filter((g) => !nothing(g.value));
  if (!given || given.length === 0) return [];
  const followed = [{ at, name: variable.name }];
  let common: KeyedType[] | undefined;
  for (const { value } of given) {
    const types = valueTypes(ctx, value, helpers, followed);
    common = common ? common.filter((k) => types.some((t) => same(k, t))) : types;
    if (common.length === 0) return [];
  }
  return common && keptNames(ctx, followed) ? common : [];
}

/** Whether the variable leaves the module: exported, or a function's return value (`return held`, `() => held`): a caller may change the record later. */
function handedOut(ctx: RecognitionContext, declaration: Declaration): boolean {
  if (declaration.declarator?.parent?.parent?.value.type === 'ExportNamedDeclaration') return true;
  return bindingUses(currentIndex(ctx), ctx.root, declaration).some((p) => {
    let up = p.parent;
    while (/^(TS(As|NonNull|Satisfies)Expression|ParenthesizedExpression|TypeCastExpression)$/.test(up?.value.type)) up = up.parent;
    const parent = up?.value;
    if (/^(ReturnStatement|ExportSpecifier|ExportDefaultDeclaration)$/.test(parent?.type)) return true;
    if (parent?.type === 'ArrowFunctionExpression') return unwrap(parent.body) === p.value;
    // `module.exports = { held }`, `exports.held = held`.
    const assigned = /^(Object)?Property$/.test(parent?.type) && parent.value === p.value ? up?.parent?.parent?.value : parent;
    return assigned?.type === 'AssignmentExpression' && /^(module\.)?exports\b/.test(dottedName(assigned.left) ?? '');
  });
}

const same = (a: KeyedType, b: KeyedType): boolean => 'literal' in a && 'literal' in b && a.literal.toUpperCase() === b.literal.toUpperCase();

/** Whether the file is a module: it imports, exports or calls `require`. */
function isModule(ctx: RecognitionContext): boolean {
  const file = ctx.root.get().value as { program?: { body: Array<{ type: string }> }; body?: Array<{ type: string }> };
  if ((file.program?.body ?? file.body ?? []).some((s) => /^(Import|Export)/.test(s.type))) return true;
  return currentIndex(ctx).of('CallExpression').some((p) => unwrap(p.value.callee)?.type === 'Identifier' && unwrap(p.value.callee).name === 'require');
}

/** The request a `.then` callback's first parameter is the answer of, and the callback: `call.then((answer) => …)`. */
function thenAnswer(ctx: RecognitionContext, fn: FunctionNode): { receiver: MaybeNode } | undefined {
  const call = pathOfNode(ctx, fn)?.parent?.value;
  if (!isCall(call) || call.arguments[0] !== fn || !isMember(unwrap(call.callee)) || memberName(unwrap(call.callee)) !== 'then') return undefined;
  return { receiver: unwrap(unwrap(call.callee).object) };
}

/** The request whose answer a promise is: the request itself, or a `.then` whose callback's expression body is it (`.then((zone) => cf.dnsRecords.browse(zone.id))`). */
function requestOf(ctx: RecognitionContext, node: MaybeNode): ApiCall | undefined {
  const n = unwrap(node);
  const callback = isCall(n) && isMember(unwrap(n.callee)) && memberName(unwrap(n.callee)) === 'then' && n.arguments.length === 1 ? unwrap(n.arguments[0]) : undefined;
  const request = isFunction(callback) && callback.body.type !== 'BlockStatement' ? unwrap(callback.body) : n;
  return findApiCalls(ctx).find((c) => c.path.value === request);
}

/** The types a value given the variable is known to have: a `.then` pick of a listed record, or an update's answer (see above). */
function valueTypes(ctx: RecognitionContext, value: MaybeNode, helpers: ThenHelpers, followed: Array<{ at: ASTPath; name: string }>): KeyedType[] {
  const v = unwrap(value);
  // `answer.result` in `update(…).then((answer) => { held = answer.result })`, the update writing `type: 'A'`.
  if (isMember(v) && memberName(v) === 'result' && unwrap(v.object)?.type === 'Identifier') {
    const fn = parameterOf(ctx, v.object);
    const update = fn && requestOf(ctx, thenAnswer(ctx, fn)?.receiver);
    const written = update && (update.method === 'PUT' || update.method === 'PATCH') && matchEndpoint(update.endpoint, DNS_RECORD) ? stringValue(unwrap(propertyValue(bodyObject(ctx, update), 'type'))) : undefined;
    return written !== undefined ? [{ literal: written }] : [];
  }
  // `found` in `.then((page) => page.result.find(test)).then((found) => { held = found })`.
  if (v?.type !== 'Identifier') return [];
  const fn = parameterOf(ctx, v);
  const before = fn ? thenAnswer(ctx, fn)?.receiver : undefined;
  const pick = isCall(before) && isMember(unwrap(before.callee)) && memberName(unwrap(before.callee)) === 'then' && before.arguments.length === 1 ? unwrap(before.arguments[0]) : undefined;
  const picked = isFunction(pick) && pick.body.type !== 'BlockStatement' ? unwrap(pick.body) : undefined;
  const page = pick?.params?.[0]?.type === 'Identifier' ? pick.params[0].name : undefined;
  if (!isCall(picked) || memberName(picked.callee) !== 'find' || page === undefined) return [];
  const list = unwrap(unwrap(picked.callee).object);
  const fromPage = isMember(list) && memberName(list) === 'result' && unwrap(list.object)?.type === 'Identifier' && unwrap(list.object).name === page;
  const request = fromPage ? requestOf(ctx, thenAnswer(ctx, pick)?.receiver) : undefined;
  if (!request || request.method !== 'GET' || !matchEndpoint(request.endpoint, DNS_RECORDS)) return [];
  const test = unwrap(picked.arguments[0]);
  const param = test?.params?.[0]?.type === 'Identifier' ? test.params[0].name : undefined;
  const where = pathOfNode(ctx, v);
  if (where) followed.push({ at: where, name: v.name });
  const listed = helpers.listed(request);
  return [...(param ? helpers.tests(test, param) : []), ...(listed ? [listed] : [])];
}

/** The function a name is the first parameter of, where it is read. */
function parameterOf(ctx: RecognitionContext, name: MaybeNode): FunctionNode | undefined {
  const n = unwrap(name);
  const at = n && pathOfNode(ctx, n);
  const declared = at ? declarationsAt(currentIndex(ctx), at, n.name) : [];
  const fn = declared.length === 1 ? (declared[0].scope as FunctionNode) : undefined;
  return isFunction(fn) && fn.params[0] === declared[0].id ? fn : undefined;
}
