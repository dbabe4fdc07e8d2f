import type { ASTNode, ASTPath } from 'jscodeshift';
import { identifiersIn, isInside, nodesIn, type IndexContext } from './node-index';
import { isCall, isMember, memberName, unwrap, type FunctionNode, type MaybeNode } from './syntax';
import { HOLDING_MUTATORS } from './mutators';

/**
 * Whether a wrapper does more with its path parameter than send it, or does more than its request:
 * the parameter read anywhere but a URL's text (`if (optionId === 'minify') { … }`, a `switch`, a key,
 * handed to another call), or state outside the function written (`changes.push(…)`, `cache.set(…)`,
 * `last = …`). A call through it passing `'minify'` may never reach the API, or does something of the
 * app's own beside it: it is not that setting's request to delete, and not passed on to importers as
 * a setting's wrapper (module-exports.ts's `passesSetting`).
 */
export function treatsParam(ctx: IndexContext, fn: FunctionNode, pathParam: number): boolean {
  const param = unwrap(fn.params[pathParam] as MaybeNode);
  const named = param?.type === 'AssignmentPattern' ? unwrap(param.left) : param;
  if (named?.type !== 'Identifier') return true;
  const readElsewhere = identifiersIn(ctx, fn, named.name).some((p) => p.value !== named && isRead(p) && !inUrlText(p));
  return readElsewhere || writesOutside(ctx, fn);
}

/** An identifier that reads a binding: not a property's name (`obj.optionId`, `{ optionId: 1 }`). */
function isRead(p: ASTPath): boolean {
  const parent = p.parent?.value as ASTNode & { computed?: boolean; property?: ASTNode; key?: ASTNode; shorthand?: boolean };
  if (isMember(parent) && parent.property === p.value && !parent.computed) return false;
  if ((parent?.type === 'ObjectProperty' || parent?.type === 'Property') && parent.key === p.value && !parent.computed && !parent.shorthand) return false;
  return true;
}

/** Text functions a URL's part may go through (`${encodeURIComponent(optionId)}`). */
const URL_TEXT_CALLS = new Set(['encodeURIComponent', 'encodeURI', 'String']);

/** Whether the read is a part of a text (a template's hole, a `+` concatenation), maybe encoded first. */
function inUrlText(p: ASTPath): boolean {
  let at: ASTPath = p;
  let parent = at.parent?.value as ASTNode | undefined;
  while (isCall(parent) && unwrap(parent.callee)?.type === 'Identifier' && URL_TEXT_CALLS.has((unwrap(parent.callee) as { name: string }).name)) {
    at = at.parent;
    parent = at.parent?.value;
  }
  return parent?.type === 'TemplateLiteral' || (parent?.type === 'BinaryExpression' && parent.operator === '+');
}

/** Whether the function writes a binding, or changes a value, it does not declare itself. */
function writesOutside(ctx: IndexContext, fn: FunctionNode): boolean {
  const outside = (p: ASTPath, target: MaybeNode): boolean => {
    let base = unwrap(target);
    while (isMember(base)) base = unwrap(base.object);
    if (base?.type === 'ThisExpression') return true;
    if (base?.type !== 'Identifier') return false;
    const scope = (p as ASTPath & { scope?: { lookup(name: string): { path: ASTPath } | null } }).scope?.lookup(base.name);
    return !scope || !(scope.path.value === fn || isInside(scope.path, fn));
  };
  const writes = nodesIn(ctx, fn.body as ASTNode, ['AssignmentExpression', 'UpdateExpression']).some((p) => {
    const v = p.value as ASTNode & { left?: ASTNode; argument?: ASTNode };
    return outside(p, v.type === 'AssignmentExpression' ? v.left : v.argument);
  });
  return writes || nodesIn(ctx, fn.body as ASTNode, ['CallExpression']).some((p) => {
    const callee = unwrap(p.value.callee as ASTNode);
    return isMember(callee) && HOLDING_MUTATORS.has(memberName(callee) ?? '') && outside(p, callee.object) && unwrap(callee.object)?.type !== 'ThisExpression';
  });
}
