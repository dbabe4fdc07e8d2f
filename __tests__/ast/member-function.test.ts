/**
 * memberFunction (src/ast/member-function.ts): the function a member holds, the one rule the anchors
 * (functionsByKey, this-methods' wrappers), constructor functions' prototypes and the project index's
 * exported classes ask. Each case takes the first node of the given type in the code as the member;
 * the answer is the type and line of the function found, or undefined.
 */
import jscodeshift, { type ASTNode } from 'jscodeshift';
import { memberFunction } from '../../src/ast/member-function';
import { parseForEdit } from '../../src/parse/parse';

const j = jscodeshift;

/** The first node of type `type` in `code`, and what memberFunction makes of it. */
function held(code: string, type: string): string | undefined {
  const root = j(parseForEdit(code, 'x.ts'));
  const member = root.find(j.Node, { type }).paths()[0]?.value as ASTNode | undefined;
  const fn = memberFunction(member);
  return fn && `${fn.type} ${(fn as { loc: { start: { line: number } } }).loc.start.line}`;
}

describe('memberFunction', () => {
  test.each<[string, string, string, string | undefined]>([
    ['a class method', 'class A {\n  m() {}\n}', 'ClassMethod', 'ClassMethod 2'],
    ['a getter: no function to call', 'class A {\n  get m() { return 1; }\n}', 'ClassMethod', undefined],
    ['a constructor', 'class A {\n  constructor() {}\n}', 'ClassMethod', undefined],
    ['a private method', 'class A {\n  #m() {}\n}', 'ClassPrivateMethod', 'ClassPrivateMethod 2'],
    ['an arrow field', 'class A {\n  m = (p: string) => p;\n}', 'ClassProperty', 'ArrowFunctionExpression 2'],
    ['a field through a cast', 'class A {\n  m = (function () {} as Handler);\n}', 'ClassProperty', 'FunctionExpression 2'],
    ['a field holding anything else', 'class A {\n  m = makeSender();\n}', 'ClassProperty', undefined],
    ['an object method', 'const o = {\n  m() {},\n};', 'ObjectMethod', 'ObjectMethod 2'],
    ['an object setter', 'const o = {\n  set m(v) {},\n};', 'ObjectMethod', undefined],
    ['an object property holding a function', 'const o = {\n  m: function () {},\n};', 'ObjectProperty', 'FunctionExpression 2'],
    ['a prototype assignment', 'function A() {}\nA.prototype.m = function () {};', 'AssignmentExpression', 'FunctionExpression 2'],
    ['a compound assignment: not the function it holds', 'let m;\nm ||= () => 1;', 'AssignmentExpression', undefined],
    ['a const holding an arrow', 'const m = (p) => p;', 'VariableDeclarator', 'ArrowFunctionExpression 1'],
    ['a function value itself', 'const m = function () {};', 'FunctionExpression', 'FunctionExpression 1'],
    ['a function declaration is no member', 'function m() {}', 'FunctionDeclaration', undefined],
  ])('%s', (_name, code, type, expected) => {
    expect(held(code, type)).toEqual(expected);
  });
});
