import type { ASTNode } from 'jscodeshift';
import { isMember, memberName, unwrap, type MaybeNode } from '../ast/syntax';

/*
 * A path template a client helper fills in (`'/zones/:zoneId/settings'` with `path.replace(':' + key,
 * params[key])` for each key, `path.replace(/:(\w+)/g, (_, k) => params[k])`): a `:name` segment is a
 * hole, as `${zoneId}` is, and the endpoint matcher reads a `:name` segment as one
 * (src/cloudflare/urls/endpoint.ts), so the filled path is the template as written.
 */

/** Whether `search` (a `.replace` search) names a `:param` segment: `':' + k`, `` `:${k}` ``, `':zoneId'`, `/:(\w+)/g`. */
export function isParamSearch(search: MaybeNode): boolean {
  const n = unwrap(search);
  if (!n) return false;
  if (n.type === 'StringLiteral') return /^:\w+$/.test(n.value as string);
  if (n.type === 'BinaryExpression' && n.operator === '+') return unwrap(n.left)?.type === 'StringLiteral' && unwrap(n.left).value === ':';
  if (n.type === 'TemplateLiteral') return n.quasis[0]?.value.cooked === ':' && n.expressions.length === 1 && n.quasis[1]?.value.cooked === '';
  if (n.type === 'RegExpLiteral') return /^:(?:\(\\w\+\)|\\w\+|\(\[[^\]]*\]\+\)|\[[^\]]*\]\+)$/.test(n.pattern as string);
  return false;
}

/** `name = name.replace(<a :param search>, …)` (or `replaceAll`): the template `name` holds, filled in. */
export function fillsTemplate(value: MaybeNode, name: string): boolean {
  const n = unwrap(value);
  if (n?.type !== 'CallExpression' || n.arguments.length !== 2 || !isMember(n.callee)) return false;
  const object: ASTNode | undefined = unwrap(n.callee.object);
  const verb = memberName(n.callee);
  return (verb === 'replace' || verb === 'replaceAll') && object?.type === 'Identifier' && object.name === name && isParamSearch(n.arguments[0]);
}
