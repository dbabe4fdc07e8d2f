/**
 * An object literal a function returns, reached through calls of it (src/flow/bound-arguments.ts): what
 * a write of it reads off a parameter is read off the argument the call passes. Each case asks about
 * the `type` write of the object `probe(…)` is given, and shows the argument found (its text), or `-`.
 */
import jscodeshift, { type ASTPath } from 'jscodeshift';
import { nodeIndex } from '../../src/ast/node-index';
import { parseForEdit } from '../../src/parse/parse';
import { boundArgument, boundMember, values } from '../../src/flow';

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

/** The argument whose `type` the write reads (boundMember), through names and destructuring; or `-`. */
function member(code: string): string {
  const root = j(parseForEdit(code, 'x.ts'));
  const ctx = { j, root };
  const [probe] = nodeIndex(j, root)
    .of('CallExpression')
    .filter((p) => p.value.callee.type === 'Identifier' && p.value.callee.name === 'probe');
  const found = values(ctx, (probe as ASTPath<any>).get('arguments', 0));
  if (found.length !== 1 || found[0].kind !== 'object' || !found[0].bound) return '?';
  const write = found[0].writes.find((w) => w.key === 'type');
  const argument: any = write && boundMember(ctx, found[0].bound, write.value, 'type');
  return argument ? code.slice(argument.start, argument.end) : '-';
}

describe('boundMember', () => {
  test.each([
    ['a member read', `function f(z, r) { return { type: r.type } } probe(f(zone, current))`, 'current'],
    ['a destructured parameter', `function f(z, { type, name }) { return { type, name } } probe(f(zone, current))`, 'current'],
    ['a destructured parameter with a default object', `function f(z, { type } = {}) { return { type } } probe(f(zone, current))`, 'current'],
    ['a const given the read', `function f(r) { const kind = r.type; return { type: kind } } probe(f(rec))`, 'rec'],
    ['a const destructured in the body', `function f(r) { const { type } = r; return { type } } probe(f(rec))`, 'rec'],
    ['through two helpers, destructured in the inner', `function inner({ type }) { return { type } } function outer(x) { return inner(x) } probe(outer(rec))`, 'rec'],
    ['a default in the pattern: not the argument', `function f({ type = 'A' }) { return { type } } probe(f(rec))`, '-'],
    ['renamed off another key: not the argument', `function f({ kind: type }) { return { type } } probe(f(rec))`, '-'],
    ['a destructured name written again: not the argument', `function f({ type }) { type = 'A'; return { type } } probe(f(rec))`, '-'],
    ['a let given the read then changed: not the argument', `function f(r) { let kind = r.type; kind = 'A'; return { type: kind } } probe(f(rec))`, '-'],
    ['a const given another field: not the argument', `function f(r) { const kind = r.name; return { type: kind } } probe(f(rec))`, '-'],
  ])('%s', (_name, code, expected) => {
    expect(member(code)).toBe(expected);
  });
});
