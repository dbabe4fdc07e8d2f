/**
 * thisHolder (src/ast/scope.ts): whose `this` a place sees, found in one walk through arrow functions,
 * and the two questions that ask it: thisMember (a class member's: the class, static or not) and
 * objectThis (src/ast/object-this.ts: a method of an object literal a const holds). Each case writes
 * `probe(this)` once; the answer names what the walk found.
 */
import jscodeshift, { type ASTNode, type ASTPath } from 'jscodeshift';
import { thisHolder, thisMember } from '../../src/ast/scope';
import { objectThis } from '../../src/ast/object-this';
import { parseForEdit } from '../../src/parse/parse';

const j = jscodeshift;

/** What `this` at the probe is: `class X` / `static X`, `function <type> line <n>`, `literal <const>`, or `top`. */
function holderAt(code: string): { holder: string; member: string | null; literal: string | null } {
  const root = j(parseForEdit(code, 'x.ts'));
  const probe = root.find(j.CallExpression, { callee: { type: 'Identifier', name: 'probe' } }).paths()[0] as ASTPath;
  const at = probe.get('arguments', 0);
  const held = thisHolder(at);
  const nameOf = (cls: ASTNode): string => (cls as { id?: { name: string } }).id?.name ?? '?';
  const holder = !held ? 'top' : 'cls' in held ? `${held.isStatic ? 'static' : 'class'} ${nameOf(held.cls)}` : `function ${held.fn.value.type} line ${(held.fn.value as { loc: { start: { line: number } } }).loc.start.line}`;
  const member = thisMember(at);
  const literal = objectThis(at);
  const holderName = literal ? (root.find(j.VariableDeclarator).filter((p) => p.value.init === literal).paths()[0]?.value.id as { name: string }).name : null;
  return { holder, member: member ? `${member.isStatic ? 'static' : 'class'} ${nameOf(member.cls)}` : null, literal: holderName };
}

describe('thisHolder', () => {
  test.each<[string, string, { holder: string; member: string | null; literal: string | null }]>([
    ['a method', 'class A {\n  m() { probe(this); }\n}', { holder: 'class A', member: 'class A', literal: null }],
    ['through an arrow in a method', 'class A {\n  m() { return () => probe(this); }\n}', { holder: 'class A', member: 'class A', literal: null }],
    ['a static method', 'class A {\n  static m() { probe(this); }\n}', { holder: 'static A', member: 'static A', literal: null }],
    ['a static block', 'class A {\n  static { probe(this); }\n}', { holder: 'static A', member: 'static A', literal: null }],
    ['a field initialiser', 'class A {\n  x = probe(this);\n}', { holder: 'class A', member: 'class A', literal: null }],
    ['a plain function in a method', 'class A {\n  m() {\n    return function () { probe(this); };\n  }\n}', { holder: 'function FunctionExpression line 3', member: null, literal: null }],
    ['a const literal\'s method', 'const api = {\n  m() { probe(this); },\n};', { holder: 'function ObjectMethod line 2', member: null, literal: 'api' }],
    ['through an arrow in a const literal\'s method', 'const api = {\n  m() { return () => probe(this); },\n};', { holder: 'function ObjectMethod line 2', member: null, literal: 'api' }],
    ['a let literal\'s method: not the literal', 'let api = {\n  m() { probe(this); },\n};', { holder: 'function ObjectMethod line 2', member: null, literal: null }],
    ['a literal\'s method in a class field', 'class A {\n  x = { m() { probe(this); } };\n}', { holder: 'function ObjectMethod line 2', member: null, literal: null }],
    ['a literal\'s arrow: the outer this', 'const api = {\n  m: () => probe(this),\n};', { holder: 'top', member: null, literal: null }],
    ['the top level', 'probe(this);', { holder: 'top', member: null, literal: null }],
  ])('%s', (_name, code, expected) => {
    expect(holderAt(code)).toEqual(expected);
  });
});
