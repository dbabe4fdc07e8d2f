/**
 * The value-flow layer's objects (src/flow/objects.ts): an object literal and what is written on it
 * through the name that holds it. Each case asks about the argument of `probe(…)`; an object is
 * written `{key=value, …}` (the values of each write, in order), a write made in a branch marked `*`,
 * an object something out of sight may change ends `+`; a string as its text, anything else `?`.
 */
import jscodeshift, { type ASTPath } from 'jscodeshift';
import { nodeIndex } from '../../src/ast/node-index';
import { parseForEdit } from '../../src/parse/parse';
import { values, type Value } from '../../src/flow';

const j = jscodeshift;

function ask(code: string, file = 'x.ts'): string[] {
  const root = j(parseForEdit(code, file));
  const ctx = { j, root };
  const show = (v: Value): string => {
    if (v.kind === 'string') return v.parts.map((p) => (p.kind === 'text' ? p.text : `{${p.origin.kind}}`)).join('');
    if (v.kind !== 'object') return '?';
    const writes = v.writes.map((w) => `${w.key}=${values(ctx, w.value).map(show).join('|')}${w.branch ? '*' : ''}`);
    const anyKey = (v.anyKey ?? []).map((w) => `[?]=${values(ctx, w.value).map(show).join('|')}${w.branch ? '*' : ''}`);
    const declared = (v.declared ?? []).map((w) => `...${w.key}`);
    return `{${[...writes, ...anyKey, ...declared].join(', ')}}${v.open ? '+' : ''}`;
  };
  const probes = nodeIndex(j, root)
    .of('CallExpression')
    .filter((p) => p.value.callee.type === 'Identifier' && p.value.callee.name === 'probe');
  expect(probes).toHaveLength(1);
  return values(ctx, (probes[0] as ASTPath<any>).get('arguments', 0)).map(show);
}

describe('values: objects', () => {
  test.each([
    ['a literal', `probe({ type: 'SRV', ttl: 1 })`, ['{type=SRV, ttl=?}']],
    ['a computed key opens it', `probe({ [k]: 'x', type: 'A' })`, ['{type=A, [?]=x}+']],
    ['a spread of a known object', `const base = { ttl: 1 }; probe({ ...base, type: 'A' })`, ['{ttl=?, type=A}']],
    ['a spread of an unknown one', `function f(base) { probe({ ...base, type: 'A' }) }`, ['{type=A}+']],
    ['… whose written type declares keys', `interface R { type: string; ttl: number } function f(base: Partial<R>) { probe({ id: 1, ...base }) }`, ['{id=?, ...type, ...ttl}+']],
    ['… Pick, Omit and a cast', `type R = { type: string; ttl: number }; function f(a: Pick<R, 'type'>, b: Omit<R, 'type'>, c) { probe({ ...a, ...b, ...(c as R) }) }`, ['{...type, ...ttl, ...type, ...ttl}+']],
    ['… a union of types', `type A = { type: 'A' }; type M = { type: 'MX'; priority: number }; function f(r: A | M) { probe({ ...r }) }`, ['{...type, ...priority}+']],
    ['properties assigned after creation', `const o = {}; o.type = 'SRV'; o['name'] = 'x'; probe(o)`, ['{type=SRV, name=x}']],
    ['Object.assign', `const o = { type: 'A' }; Object.assign(o, { type: 'SRV', name: 'n' }); probe(o)`, ['{type=A, type=SRV, name=n}']],
    ['a write after the read is not seen', `const o = {}; o.type = 'A'; probe(o); o.type = 'B'`, ['{type=A}']],
    ['… unless a loop holds the read', `const o = {}; for (const x of xs) { o.type = 'A'; probe(o); o.name = 'n' }`, ['{type=A*, name=n*}']],
    ['a write in an if branch', `const o = { type: 'A' }; if (c) o.type = 'SRV'; probe(o)`, ['{type=A, type=SRV*}']],
    [
      'a converter: the body written in a switch case',
      `function conv(r) { const b = { ttl: 1 }; switch (r.type) { case 'SRV': b.type = 'SRV'; b.data = { service: r.s }; break; default: b.type = r.type } return b } probe(conv(x))`,
      ['{ttl=?, type=SRV*, data={service=?}*, type=?*}'],
    ],
    ['a write in a callback opens it', `const o = {}; o.type = 'A'; later(() => { o.type = 'B' }); probe(o)`, ['{type=A}+']],
    ['handed to a call that may change it', `const o = { type: 'A' }; fill(o); probe(o)`, ['{type=A}+']],
    ['read by JSON.stringify: unchanged', `const o = { type: 'A' }; console.log(JSON.stringify(o)); probe(o)`, ['{type=A}']],
    ['a nested write opens it', `const o = { data: {} }; o.data.name = 'x'; probe(o)`, ['{data={}}+']],
    ['delete opens it', `const o = { type: 'A' }; delete o.type; probe(o)`, ['{type=A}+']],
    ['handed on in a shorthand entry: whatever holds it may change it', `const o = { type: 'A' }; keep({ o }); probe(o)`, ['{type=A}+']],
    ['read in a shorthand entry of the literal asked about: not a use of its own', `const body = { type: 'A' }; body.data = 1; probe({ body })`, ['{body={type=A, data=?}}']],
    ['aliased: the alias may change it', `const o = { type: 'A' }; const p = o; p.type = 'B'; probe(o)`, ['{type=A}+']],
    ['a computed key walking a known list writes each key', `function f(a) { const b = {}; ['type', 'name'].forEach((k) => { if (a[k] !== undefined) b[k] = a[k] }); probe(b) }`, ['{type=?*, name=?*}']],
    ['… also in a for…of over a const list', `const KEYS = ['type', 'ttl']; function f(a) { const b = {}; for (const k of KEYS) b[k] = a[k]; probe(b) }`, ['{type=?*, ttl=?*}']],
    ['a computed key that is one of several (not a loop over them): each key may not be the one written', `function f(c) { const b = { type: 'A' }; const key = c ? 'comment' : 'type'; b[key] = 'TXT'; probe(b) }`, ['{type=A, comment=TXT*, type=TXT*}']],
    ['… a computed key that is one key is written as certain', `function f() { const b = {}; const key = 'type'; b[key] = 'TXT'; probe(b) }`, ['{type=TXT}']],
    ['a computed key the layer does not know opens it, a write of any key', `function f(a) { const b = {}; Object.keys(a).forEach((k) => { b[k] = 'x' }); probe(b) }`, ['{[?]=x}+']],
    ['an async callback over a known list may run later: opens it', `function f(a) { const b = {}; ['type'].forEach(async (k) => { b[k] = await a[k] }); probe(b) }`, ['{}+']],
    ['a shadowing name is another object', `const o = { type: 'A' }; function f() { const o = {}; o.type = 'B' } probe(o)`, ['{type=A}']],
  ])('%s', (_, code, expected) => {
    expect(ask(code)).toEqual(expected);
  });
});
