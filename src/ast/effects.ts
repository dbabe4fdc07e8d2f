import { isMember, memberName, unwrap, type MaybeNode } from './syntax';

/** Calls known to read their argument and nothing else (`for (const k of Object.keys(settings))`). */
const READING_CALLS = new Set(['Object.keys', 'Object.values', 'Object.entries', 'Array.isArray']);

/**
 * Whether evaluating an expression does nothing but produce its value: names, literals, property
 * reads, operators and templates over such expressions, and the few calls of READING_CALLS. Any other
 * call, `new`, an assignment, `++`, `delete`, `await` or `yield` may do something, so it does not
 * count. A getter or a proxy behind a property read is not looked for: reading a property is taken
 * as reading it, as every reader of the code would.
 */
export function isEffectFree(node: MaybeNode): boolean {
  const n = unwrap(node);
  if (!n) return true;
  switch (n.type) {
    case 'Identifier':
    case 'ThisExpression':
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
    case 'NullLiteral':
    case 'BigIntLiteral':
    case 'Literal':
    case 'RegExpLiteral':
      return true;
    case 'TemplateLiteral':
      return n.expressions.every(isEffectFree);
    case 'MemberExpression':
    case 'OptionalMemberExpression':
      return isEffectFree(n.object) && (!n.computed || isEffectFree(n.property));
    case 'UnaryExpression':
      return n.operator !== 'delete' && isEffectFree(n.argument);
    case 'BinaryExpression':
    case 'LogicalExpression':
      return isEffectFree(n.left) && isEffectFree(n.right);
    case 'ConditionalExpression':
      return isEffectFree(n.test) && isEffectFree(n.consequent) && isEffectFree(n.alternate);
    case 'ArrayExpression':
      return n.elements.every((e: MaybeNode) => !e || (e.type !== 'SpreadElement' && isEffectFree(e)));
    case 'CallExpression': {
      const callee = unwrap(n.callee);
      const owner = isMember(callee) && !callee.computed ? unwrap(callee.object) : undefined;
      const name = owner?.type === 'Identifier' ? `${owner.name}.${memberName(callee)}` : undefined;
      return !!name && READING_CALLS.has(name) && n.arguments.every((a: MaybeNode) => a?.type !== 'SpreadElement' && isEffectFree(a));
    }
    default:
      return false;
  }
}
