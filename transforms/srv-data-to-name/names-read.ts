import { isMember, stringValue, unwrap } from '../../src/ast';
import type { MaybeNode } from '../../src/ast/syntax';

/** The names an expression reads (through members, templates and operators); undefined for anything else (a call, a function…). */
export function namesRead(node: MaybeNode): string[] | undefined {
  const n = unwrap(node);
  if (!n) return [];
  if (n.type === 'Identifier') return [n.name];
  if (stringValue(n) !== undefined && n.type !== 'TemplateLiteral') return [];
  if (n.type === 'NumericLiteral' || n.type === 'BooleanLiteral' || n.type === 'NullLiteral') return [];
  const parts: MaybeNode[] | undefined =
    n.type === 'TemplateLiteral' ? n.expressions
    : isMember(n) ? [n.object, ...(n.computed ? [n.property] : [])]
    : n.type === 'BinaryExpression' || n.type === 'LogicalExpression' ? [n.left, n.right]
    : n.type === 'ConditionalExpression' ? [n.test, n.consequent, n.alternate]
    : undefined;
  if (!parts) return undefined;
  const out: string[] = [];
  for (const part of parts) {
    const names = namesRead(part);
    if (!names) return undefined;
    out.push(...names);
  }
  return out;
}
