import type { ASTNode } from 'jscodeshift';
import { unwrap, type FunctionNode } from './syntax';

/*
 * The function a member holds: a class member, an object literal's property, a prototype's member
 * (`X.prototype.m = function …`, `X.prototype = { m() {…} }`), an assignment's value or a
 * variable's (`const send = (p) => …`). A method is
 * its own function; a getter, a setter or a constructor is none (calling the member does not run it);
 * a field, a property, a plain assignment or a declarator holds the function expression or arrow written as its
 * value (through casts and parentheses); a function value itself (what a prototype's member is
 * recorded as) is that function. Anything else holds no function the file wrote there.
 */

type Loose = ASTNode & { kind?: string; value?: ASTNode | null; operator?: string; right?: ASTNode; init?: ASTNode | null };

const isFunctionValue = (n: ASTNode | null | undefined): n is FunctionNode => n?.type === 'FunctionExpression' || n?.type === 'ArrowFunctionExpression';

/** The function member `member` holds (see the header), or undefined. */
export function memberFunction(member: ASTNode | null | undefined): FunctionNode | undefined {
  if (!member) return undefined;
  const m = member as Loose;
  switch (m.type as string) {
    case 'ClassMethod':
    case 'ClassPrivateMethod':
    case 'ObjectMethod':
      return m.kind === 'method' ? (m as FunctionNode) : undefined;
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
      return m as FunctionNode;
    // ESTree's forms: a class's MethodDefinition and an object's Property (`get`/`set` for accessors) hold a FunctionExpression.
    case 'MethodDefinition':
      return m.kind === 'method' ? valueFunction(m.value) : undefined;
    case 'Property':
      return m.kind === 'get' || m.kind === 'set' ? undefined : valueFunction(m.value);
    case 'ClassProperty':
    case 'ClassPrivateProperty':
    case 'PropertyDefinition':
    case 'ObjectProperty':
      return valueFunction(m.value);
    case 'AssignmentExpression':
      return m.operator === '=' ? valueFunction(m.right) : undefined;
    case 'VariableDeclarator':
      return valueFunction(m.init);
    default:
      return undefined;
  }
}

const valueFunction = (value: ASTNode | null | undefined): FunctionNode | undefined => {
  const v = unwrap(value) as ASTNode | undefined;
  return isFunctionValue(v) ? v : undefined;
};
