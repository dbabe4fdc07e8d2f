/**
 * The value-flow layer's URL objects (src/flow/urls.ts): `new URL(…)` and what is done to it through
 * the name that holds it before the read. Each case asks about the argument of `probe(…)`; a URL is
 * written `URL` with its changes (`path`, `query`), or `URL open` when its text is not known; any
 * other value is `?`.
 */
import jscodeshift, { type ASTPath, type CallExpression } from 'jscodeshift';
import { nodeIndex } from '../../src/ast/node-index';
import { parseForEdit } from '../../src/parse/parse';
import { unseenChanges, values, type Value } from '../../src/flow';

const j = jscodeshift;

function ask(code: string, file = 'x.ts'): string[] {
  const root = j(parseForEdit(code, file));
  const index = nodeIndex(j, root);
  const probes = index.of('CallExpression').filter((p) => p.value.callee.type === 'Identifier' && p.value.callee.name === 'probe');
  expect(probes).toHaveLength(1);
  const read = (probes[0] as ASTPath<CallExpression>).get('arguments', 0);
  const show = (v: Value): string => {
    if (v.kind !== 'url') return '?';
    const url = unseenChanges(index, v, read.value);
    return url.open ? 'URL open' : ['URL', ...url.changes.map((c) => c.kind)].join(' ');
  };
  return values({ j, root }, read.value).map(show);
}

describe('values: URL objects', () => {
  test.each([
    ['a path set before the read', `const u = new URL(a); u.pathname = b; probe(u)`, ['URL path']],
    ['its text read before: no change', 'const u = new URL(a); log(`${u}` + String(u) + u.href + u.toString()); if (!u) throw 0; probe(u)', ['URL']],
    ['handed to a call before the read: open', `const u = new URL(a); u.pathname = b; help(u, 'x'); probe(u)`, ['URL open']],
    ['handed to a call under a cast: open', `const u = new URL(a); help(u as URL); probe(u)`, ['URL open']],
    ['handed to a call after the read: the read sees it as it was', `const u = new URL(a); u.search = q; probe(u); help(u)`, ['URL query']],
    ['handed on after the read in a loop: open', `const u = new URL(a); for (const z of zones) { probe(u); help(u) }`, ['URL open']],
    ['handed on in a function of the scope: open', `const u = new URL(a); probe(u); function later() { help(u) }`, ['URL open']],
    ['put in an object: open', `const u = new URL(a); const job = { u }; probe(u)`, ['URL open']],
    ['put in a list: open', `const u = new URL(a); const all = [u]; probe(u)`, ['URL open']],
    ['returned beside a callback that reads it: open', `function f() { const u = new URL(a); return [u, () => probe(u)] }`, ['URL open']],
    ['read in a function declared below a write: open', `const u = new URL(a); send(); u.pathname = b; function send() { probe(u) }`, ['URL open']],
    ['read in a nested function below a write: open', `const u = new URL(a); u.search = q; function outer() { return () => probe(u) }`, ['URL open']],
    ['read in a declared function of a URL nothing changes', `const u = new URL(a); send(); function send() { probe(u) }`, ['URL']],
    ['read in a function expression written after the write', `const u = new URL(a); u.pathname = b; const send = () => probe(u); send()`, ['URL path']],
    ['a method or class field named like it is no use', `const u = new URL(a); const o = { u() {} }; class C { u = 1 } probe(u)`, ['URL']],
  ])('%s', (_, code, expected) => {
    expect(ask(code)).toEqual(expected);
  });

  test('a URL of a field is open when a helper writes its parameter path', () => {
    const code = `function help(x: URL) { x.pathname = '/b' }
      class C { u = new URL(a); go() { help(this.u); probe(this.u) } }`;
    expect(ask(code)).toEqual(['URL open']);
  });

  test('a URL of a field stays known when only a name made with new URL is written', () => {
    const code = `function other() { const v = new URL(b); v.pathname = '/c'; return v }
      class C { u = new URL(a); go() { probe(this.u) } }`;
    expect(ask(code)).toEqual(['URL']);
  });
});
