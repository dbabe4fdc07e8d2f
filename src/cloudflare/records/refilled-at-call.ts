import type { ASTNode, ASTPath } from 'jscodeshift';
import { currentIndex, identifiersIn, type IndexContext } from '../../ast/node-index';
import { isFunction, isMember, memberName, unwrap } from '../../ast/syntax';
import { writesOrDeclares } from '../../ast/bindings';
import { declarationsAt, type Declaration } from '../../ast/scope';
import { isUndefined } from '../../flow/constructor-arguments';

/*
 * A record a call hands on with `field` written by the caller just before (`for (const rec of recs) {
 * rec.zone_id = zone.id; await api.save(rec) }`): the callee's parameter gets the app's value there,
 * not the API's; so does a read of the field after such a write (`rec.zone_id = zone; … rec.zone_id`). The write must surely run first: a statement `name.field = value` of a block around
 * the call (in the same function), before it, on the same binding, which nothing assigns again; its
 * value not nothing (`undefined`, `null`, `''`) nor the record's own field.
 */

/** Whether the call's argument at `position` is a name whose `field` is written before the call (see above). */
export function refilledBeforeCall(ctx: IndexContext, call: ASTPath, position: number, field: string): boolean {
  const arg = unwrap((call.value as { arguments?: ASTNode[] }).arguments?.[position]);
  return arg?.type === 'Identifier' && writtenBefore(ctx, call, arg.name, field);
}

/** Whether the read `name.field` at `read` comes after such a write of it (see above). */
export function readAfterWrite(ctx: IndexContext, read: ASTPath, field: string): boolean {
  const object = isMember(read.value) ? unwrap(read.value.object) : undefined;
  return object?.type === 'Identifier' && writtenBefore(ctx, read, object.name, field);
}

/** Whether `name.field` is surely written before `at` (see above). */
function writtenBefore(ctx: IndexContext, at: ASTPath, name: string, field: string): boolean {
  const index = currentIndex(ctx);
  const [declared, ...more] = declarationsAt(index, at, name);
  if (!declared || more.length > 0 || rewritten(ctx, declared)) return false;
  for (let p: ASTPath | null = at; p?.parentPath && !isFunction(p.value); p = p.parentPath) {
    const body = p.parentPath.value as unknown;
    const block = p.parent?.value as ASTNode | undefined;
    if (!Array.isArray(body) || (block?.type !== 'BlockStatement' && block?.type !== 'Program')) continue;
    const before = (body as ASTNode[]).slice(0, p.name as number);
    const write = [...before].reverse().find((s) => writtenMember(s, name, field));
    if (write && !isNothing(write, name, field) && declarationsAt(index, p.parentPath.get(before.indexOf(write)), name)[0] === declared) return true;
  }
  return false;
}

/** The assignment `name.field = value` a statement is, if it is one. */
function writtenMember(statement: ASTNode, name: string, field: string): ASTNode | undefined {
  const e = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (e?.type !== 'AssignmentExpression' || e.operator !== '=' || !isMember(e.left) || e.left.computed || memberName(e.left) !== field) return undefined;
  const object = unwrap(e.left.object);
  return object?.type === 'Identifier' && object.name === name ? e.right : undefined;
}

/** Whether the value the statement writes is no value, or the record's own field again. */
function isNothing(statement: ASTNode, name: string, field: string): boolean {
  const value = unwrap(writtenMember(statement, name, field));
  if (!value || isUndefined(value) || value.type === 'NullLiteral' || ((value.type === 'StringLiteral' || value.type === 'Literal') && (value as { value: unknown }).value === '')) return true;
  if (value.type === 'Literal' && (value as { value: unknown }).value === null) return true;
  return isMember(value) && memberName(value) === field && unwrap(value.object)?.type === 'Identifier' && (unwrap(value.object) as { name: string }).name === name;
}

/** Whether anything but its declaration (a `for…of` variable's too) writes the binding. */
function rewritten(ctx: IndexContext, declared: Declaration): boolean {
  const index = currentIndex(ctx);
  return identifiersIn(ctx, declared.scope, declared.id.name).some((p) => p.value !== declared.id && writesOrDeclares(p) && declarationsAt(index, p, declared.id.name)[0] === declared);
}
