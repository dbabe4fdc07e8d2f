import type { ASTNode, CallExpression, ObjectExpression, ReturnStatement, VariableDeclarator } from 'jscodeshift';
import { declarationsAt } from '../../src/ast/scope';
import { isEffectFree } from '../../src/ast/effects';
import { isFunction, isWrapper, type FunctionNode, type MaybeNode } from '../../src/ast/syntax';
import type { TransformContext } from '../../src/types';
import { isMember, propertyValue, stringValue, unwrap, isProperty, currentIndex, pathOfNode } from '../../src/ast';
import { namesRead } from './names-read';
import { literalOf, PARTS } from './fields';

/** A function of the file whose `switch` on a parameter has a `case 'SRV':` returning an object literal. */
export interface SrvHelper {
  name: string;
  id: ASTNode;
  fn: FunctionNode;
  call: CallExpression;
  /** The object the 'SRV' case returns. */
  object: ObjectExpression;
  /** The parameter the switch tests. */
  typeParam: number;
  /** Whether the case before falls through into 'SRV' (`case 'URI': case 'SRV':`): the object is not SRV's alone. */
  shared: boolean;
}

/** Statements that end by leaving their case: a return, throw, break or continue last (also in a block). */
function leaves(statements: ASTNode[]): boolean {
  const last = statements[statements.length - 1];
  if (last?.type === 'BlockStatement') return leaves(last.body);
  return last?.type === 'ReturnStatement' || last?.type === 'ThrowStatement' || last?.type === 'BreakStatement' || last?.type === 'ContinueStatement';
}

/** The helper a data value is the result of (`data: recordData(type, service, proto, name, …)`). */
export function srvHelper(ctx: TransformContext, value: MaybeNode): SrvHelper | undefined {
  const call = unwrap(value);
  const callee = call?.type === 'CallExpression' ? unwrap(call.callee) : undefined;
  const at = callee?.type === 'Identifier' ? pathOfNode(ctx, call) : undefined;
  if (!at) return undefined;
  const index = currentIndex(ctx);
  const declared = declarationsAt(index, at, callee.name);
  if (declared.length !== 1) return undefined;
  const d = declared[0];
  const init = d.declarator ? unwrap((d.declarator.value as VariableDeclarator).init) : undefined;
  const fn: FunctionNode | undefined = isFunction(init) ? init : index.of('FunctionDeclaration').map((p) => p.value as FunctionNode).find((f) => f.id === d.id);
  if (!fn || fn.body.type !== 'BlockStatement') return undefined;
  for (const sw of ctx.j(fn.body).find(ctx.j.SwitchStatement).nodes()) {
    const tested = unwrap(sw.discriminant);
    const typeParam = tested?.type === 'Identifier' ? fn.params.findIndex((p) => p.type === 'Identifier' && p.name === tested.name) : -1;
    const srv = typeParam >= 0 ? sw.cases.find((c) => c.test && stringValue(c.test)?.toUpperCase() === 'SRV') : undefined;
    if (!srv) continue;
    const before = sw.cases[sw.cases.indexOf(srv) - 1];
    const shared = !!before && !leaves(before.consequent);
    const statements = srv.consequent.length === 1 && srv.consequent[0].type === 'BlockStatement' ? srv.consequent[0].body : srv.consequent;
    const returned = statements.find((st) => st.type === 'ReturnStatement') as ReturnStatement | undefined;
    const object = unwrap(returned?.argument);
    if (object?.type === 'ObjectExpression') return { name: callee.name, id: d.id, fn, call, object, typeParam, shared };
  }
  return undefined;
}

/**
 * The values of the helper's 'SRV' case as this call passes them (each of service, proto and name a
 * parameter the helper never reassigns, its argument free of effects), when the call takes that case
 * (its type argument is the literal 'SRV', and no other case falls through into it) and the helper is this body's alone: every other use of it
 * in the file is a call that takes another case, and it is not exported. Undefined otherwise.
 */
export function helperValues(ctx: TransformContext, h: SrvHelper): MaybeNode[] | undefined {
  const args = h.call.arguments;
  if (h.shared || args.some((a) => a.type === 'SpreadElement') || literalOf(ctx, args[h.typeParam])?.toUpperCase() !== 'SRV') return undefined;
  const { j } = ctx;
  const reassigned = new Set<string>();
  j(h.fn.body).find(j.AssignmentExpression).forEach((p) => p.value.left.type === 'Identifier' && reassigned.add(p.value.left.name));
  j(h.fn.body).find(j.UpdateExpression).forEach((p) => p.value.argument.type === 'Identifier' && reassigned.add(p.value.argument.name));
  const values = PARTS.map((k) => {
    const v = unwrap(propertyValue(h.object, k));
    const i = v?.type === 'Identifier' && !reassigned.has(v.name) ? h.fn.params.findIndex((p) => p.type === 'Identifier' && p.name === v.name) : -1;
    const arg = i >= 0 ? args[i] : undefined;
    return arg && isEffectFree(arg) && namesRead(arg) !== undefined ? arg : undefined;
  });
  if (values.some((v) => !v)) return undefined;
  const index = currentIndex(ctx);
  const fnPath = pathOfNode(ctx, h.fn);
  let holder = fnPath?.parentPath;
  while (holder && (holder.value?.type === 'VariableDeclarator' || holder.value?.type === 'VariableDeclaration' || Array.isArray(holder.value) || isWrapper(holder.value))) holder = holder.parentPath;
  if (!fnPath || /^Export/.test(holder?.value?.type ?? '')) return undefined;
  for (const p of index.of('Identifier')) {
    if (p.value === h.id || p.value.name !== h.name || !declarationsAt(index, p, h.name).some((d) => d.id === h.id)) continue;
    const parent = p.parentPath?.value;
    if ((isMember(parent) && parent.property === p.value && !parent.computed) || (isProperty(parent) && parent.key === p.value && !parent.shorthand)) continue;
    if (parent?.type !== 'CallExpression' || parent.callee !== p.value) return undefined;
    if (parent === h.call) continue;
    const other = literalOf(ctx, parent.arguments[h.typeParam]);
    if (other === undefined || other.toUpperCase() === 'SRV') return undefined;
  }
  return values;
}
