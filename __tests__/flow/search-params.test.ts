/**
 * The value-flow layer's query parameters (src/flow/search-params.ts, search-query.ts): `new
 * URLSearchParams(init)` with its init's entries and the changes made through the name that holds it.
 * Each case asks what the expression inside `probe(…)` reads; query parameters are written
 * `Q{op key=value, …}` (`=` for set, `+=` for append, `-` for delete; a value as its text, `?` for
 * anything else; `[branch]` when the change may not run), ending `+` when keys may be added out of
 * sight; anything else is `?`.
 */
import jscodeshift, { type ASTPath, type CallExpression } from 'jscodeshift';
import { nodeIndex } from '../../src/ast/node-index';
import { parseForEdit } from '../../src/parse/parse';
import { knownText, searchParamsOf, values, type SearchEntry } from '../../src/flow';

const j = jscodeshift;

function ask(code: string, { followed = false } = {}): string {
  const root = j(parseForEdit(code, 'x.ts'));
  const ctx = { j, root };
  const text = (e: SearchEntry): string => e.text ?? (e.value ? values(ctx, e.value).map((v) => knownText(v) ?? '?').join('|') : '');
  const probes = nodeIndex(j, root)
    .of('CallExpression')
    .filter((p) => p.value.callee.type === 'Identifier' && p.value.callee.name === 'probe');
  expect(probes).toHaveLength(1);
  const [argument] = (probes[0] as ASTPath<CallExpression>).value.arguments;
  // As the URL resolver gives it: the const `q` followed to what it is declared with.
  const declared = nodeIndex(j, root).of('VariableDeclarator').find((d) => d.value.id.type === 'Identifier' && d.value.id.name === 'q');
  const found = searchParamsOf(ctx, followed ? declared?.value.init : argument);
  if (!found) return '?';
  const op = { set: '=', append: '+=', delete: '-' };
  const entries = found.entries.map((e) => (e.op === 'delete' ? `-${e.key}` : `${e.key}${op[e.op]}${text(e)}`) + (e.branch ? '[branch]' : ''));
  return `Q{${entries.join(', ')}}${found.open ? '+' : ''}`;
}

describe('searchParamsOf', () => {
  test.each([
    ['an empty one', `const q = new URLSearchParams(); probe(q)`, 'Q{}'],
    ['made from an object, changed through the name', `const q = new URLSearchParams({ type: 'A' }); q.set('name', 'x'); q.append('type', 'AAAA'); q.delete('page'); probe(q)`, 'Q{type=A, name=x, type+=AAAA, -page}'],
    ['read with toString() and String()', `const q = new URLSearchParams({ a: '1' }); probe(q.toString()); String(q)`, 'Q{a=1}'],
    ['made where it is read', `probe(new URLSearchParams({ type: kind }))`, 'Q{type=?}'],
    ['made from a known object, spread included', `const BASE = { page: '1' }; const f = { ...BASE, type: 'A' }; probe(new URLSearchParams(f))`, 'Q{page=1, type=A}'],
    ['made from a string', `probe(new URLSearchParams('?type=A&name=x'))`, 'Q{type=A, name=x}'],
    ['made from pairs', `probe(new URLSearchParams([['type', 'A'], ['name', n]]))`, 'Q{type=A, name=?}'],
    ['made from another', `const a = new URLSearchParams({ type: 'A' }); probe(new URLSearchParams(a))`, 'Q{type=A}'],
    ['a change in a branch says so', `const q = new URLSearchParams(); if (x) q.set('type', 'A'); probe(q)`, 'Q{type=A[branch]}'],
    ['a change in a loop says so', `const q = new URLSearchParams(); for (const t of ts) q.append('type', t); probe(q)`, 'Q{type+=?[branch]}'],
    ['a change in a callback says so', `const q = new URLSearchParams(); ts.forEach((t) => q.append('type', t)); probe(q)`, 'Q{type+=?[branch]}'],
    ['a key the layer cannot read: open', `const q = new URLSearchParams(); q.set(k, 'A'); probe(q)`, 'Q{}+'],
    ['handed to a call before: open', `const q = new URLSearchParams({ type: 'A' }); fill(q); probe(q)`, 'Q{type=A}+'],
    ['given another name: open', `const q = new URLSearchParams({ type: 'A' }); const r = q; probe(q)`, 'Q{type=A}+'],
    ['handed to the request asked about: not open', `const q = new URLSearchParams({ type: 'A' }); console.log(q); probe(q)`, 'Q{type=A}'],
    ['made from what the layer does not know: open', `probe(new URLSearchParams(opts))`, 'Q{}+'],
    ['a string with a hole: open', `probe(new URLSearchParams(\`type=\${t}\`))`, 'Q{}+'],
    ['a class of the file named so is none', `class URLSearchParams {} probe(new URLSearchParams())`, '?'],
    ['a let given another: not one', `let q = new URLSearchParams(); if (x) q = new URLSearchParams('a=1'); probe(q)`, '?'],
  ])('%s', (_, code, expected) => {
    expect(ask(code)).toEqual(expected);
  });
});

test('the const the URL resolver followed is read as its name, with every change made through it', () => {
  expect(ask(`const q = new URLSearchParams(); q.set('type', 'A'); probe(String(q))`, { followed: true })).toEqual('Q{type=A}');
  expect(ask(`const q = new URLSearchParams() as URLSearchParams; q.set('type', 'A'); fill(q); probe(String(q))`, { followed: true })).toEqual('Q{type=A}+');
});
