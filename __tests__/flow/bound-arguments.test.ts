/**
 * An object literal a function returns, reached through calls of it (src/flow/bound-arguments.ts): what
 * a write of it reads off a parameter is read off the argument the call passes. Each case asks about
 * the `type` write of the object `probe(…)` is given, and shows the argument found (its text), or `-`.
 */
import jscodeshift, { type ASTPath } from 'jscodeshift';
import { nodeIndex } from '../../src/ast/node-index';
import { parseForEdit } from '../../src/parse/parse';
import { boundArgument, values } from '../../src/flow';

const j = jscodeshift;

function ask(code: string): string {
  const root = j(parseForEdit(code, 'x.ts'));
  const ctx = { j, root };
  const [probe] = nodeIndex(j, root)
    .of('CallExpression')
    .filter((p) => p.value.callee.type === 'Identifier' && p.value.callee.name === 'probe');
  const found = values(ctx, (probe as ASTPath<any>).get('arguments', 0));
  if (found.length !== 1 || found[0].kind !== 'object') return '?';
  const write = found[0].writes.find((w) => w.key === 'type');
  const read: any = write?.value;
  if (!found[0].bound || read?.type !== 'MemberExpression') return '-';
  const argument: any = boundArgument(ctx, found[0].bound, read.object);
  return argument ? code.slice(argument.start, argument.end) : '-';
}

describe('boundArgument', () => {
  test.each([
    ['a helper reading its parameter', `function f(z, r) { return { zone: z, type: r.type } } probe(f(zone, current))`, 'current'],
    ['through a const that holds the result', `function f(r) { const o = { type: r.type }; return o } const p = f(rec); probe(p)`, 'rec'],
    ['through two helpers', `function inner(r) { return { type: r.type } } function outer(x) { return inner(x) } probe(outer(rec))`, 'rec'],
    ['a method of a class', `class C { build(r) { return { type: r.type } } run(rec) { probe(this.build(rec)) } }`, 'rec'],
    ['a parameter the helper writes: not the argument', `function f(r) { r = other; return { type: r.type } } probe(f(rec))`, '-'],
    ['a member of it written: not the argument', `function f(r) { r.type = 'A'; return { type: r.type } } probe(f(rec))`, '-'],
    ['handed to a call in the helper: not the argument', `function f(r) { normalise(r); return { type: r.type } } probe(f(rec))`, '-'],
    ['not a parameter', `const r = { type: 'A' }; function f() { return { type: r.type } } probe(f())`, '-'],
  ])('%s', (_name, code, expected) => {
    expect(ask(code)).toBe(expected);
  });
});
