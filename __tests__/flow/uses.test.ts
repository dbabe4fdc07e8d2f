/**
 * The forward question (src/flow/uses.ts): where the value a name `v` is given goes. Each case asks
 * about the first `v` declared; a use is written as its kind, `.key` for a member or a stored key, `#i` for
 * an argument's or an entry's place, `!` for a member written, `?why` for what the question cannot follow.
 */
import jscodeshift, { type ASTPath } from 'jscodeshift';
import { nodeIndex } from '../../src/ast/node-index';
import { parseForEdit } from '../../src/parse/parse';
import { usesOf, type Use } from '../../src/flow/uses';

const j = jscodeshift;

function ask(code: string, file = 'x.ts'): string[] {
  const root = j(parseForEdit(code, file));
  const ctx = { j, root };
  const ids = nodeIndex(j, root)
    .of('Identifier')
    .filter((p) => p.value.name === 'v' && (p.parent?.value.type === 'VariableDeclarator' || p.parent?.value.params?.includes(p.value)) && p.name !== 'init');
  // The first `v` declared; a later one shadows it.
  const start = (p: ASTPath): number => (p.value as unknown as { start: number }).start;
  ids.sort((a, b) => start(a) - start(b));
  const show = (u: Use): string => `${u.kind}${u.key !== undefined ? `.${u.key}` : ''}${u.index !== undefined ? `#${u.index}` : ''}${u.written ? '!' : ''}${u.why ? `?${u.why}` : ''}`;
  return usesOf(ctx, ids[0] as ASTPath).map(show);
}

describe('usesOf: where a value goes', () => {
  test.each([
    ['passed to a call, as its second argument', `const v = a(); send(url, v)`, ['argument#1']],
    ['called, and a method read', `const v = a(); v(); v.json()`, ['called', 'member.json']],
    ['a member written, deleted, counted up', `const v = a(); v.x = 1; delete v.y; v.n++`, ['member.x!', 'member.y!', 'member.n!']],
    ['a computed member: the key when written, else none', `const v = a(); v['k'] = 1; v[k]`, ['member.k!', 'member']],
    ['spread into an object, stored under a key, in an array', `const v = a(); ({ x: 1, ...v }); ({ body: v }); [0, v]`, ['spread#1', 'stored.body', 'stored#1']],
    ['a shorthand entry is one use', `const v = a(); ({ v })`, ['stored.v']],
    ['assigned to a member', `const v = a(); this.x = v`, ['assigned']],
    ['returned, also as an arrow body', `function f() { const v = a(); if (c) return v; return [].map(() => v) }`, ['returned', 'returned']],
    ['awaited, chosen, thrown away', `async function f() { const v = a(); await v; c ? v : 0; v ?? d; v; }`, ['awaited', 'chosen', 'chosen', 'dropped']],
    ['tested, an operand, a template part', `const v = a(); if (v) {} v + 1; \`\${v}\``, ['other', 'other', 'other']],
    ['through a const given it: its uses', `const v = a(); const w = v; send(w); w.x`, ['argument#0', 'member.x']],
    ['destructured: its keys read as members', `const v = a(); const { result, data: d } = v`, ['member.result', 'member.data']],
    ['a parameter given another value', `function f(v) { v = {}; send(v) }`, ['reassigned', 'argument#0']],
    ['casts and parentheses pass it on', `const v = a(); send((v as any)!)`, ['argument#0']],
    ['a shadowing name is another value', `const v = a(); function g() { const v = b(); send(v) } v.x`, ['member.x']],
    ['thrown: unknown', `const v = a(); throw v`, ['unknown?ThrowStatement']],
    ['exported: unknown', `export const v = a(); send(v)`, ['unknown?exported']],
    ['a rest or array pattern: unknown', `const v = a(); const { x, ...rest } = v; const [y] = v`, ['member.x', 'unknown?pattern', 'unknown?pattern']],
  ])('%s', (_name, code, expected) => {
    expect(ask(code)).toEqual(expected);
  });

  test('a member read is a place of its own to ask again', () => {
    const root = j(parseForEdit(`const v = a(); const r = v.result; r.push(1)`, 'x.ts'));
    const ctx = { j, root };
    const id = nodeIndex(j, root).of('Identifier').find((p) => p.value.name === 'v' && p.name === 'id')!;
    const [member] = usesOf(ctx, id as ASTPath);
    expect(usesOf(ctx, member.at).map((u) => `${u.kind}.${u.key}`)).toEqual(['member.push']);
  });
});
