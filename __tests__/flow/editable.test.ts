/**
 * The value-flow layer's text parts say whether the expression asked may edit them (src/flow/value.ts,
 * `Part.readOnly`, `editableNode`): text written in the expression itself or in what its names and
 * members hold (a `const`, a `let`, a field, an object literal's property, a getter, a list's element)
 * is editable where it is written; text a call returns (a function's return, with the arguments bound
 * in; `.replace`'s result) or a guard narrowed a name to is read-only, though it names its literal.
 * Each case asks about the argument of `probe(…)` and writes one string value as its parts: an
 * editable text `[text]` with the source of the literal it is written in, a read-only one
 * `<text:why>`, a computed one `(text)`, a hole `{}`.
 */
import jscodeshift from 'jscodeshift';
import { probeIn } from '../helpers/probe';
import { commonTemplate, editableNode, values, type Part, type Value } from '../../src/flow';

const j = jscodeshift;

function show(p: Part): string {
  if (p.kind === 'hole') return '{}';
  if (!p.node) return `(${p.text})`;
  const node = editableNode(p);
  return node ? `[${p.text}@${j(node).toSource()}]` : `<${p.text}:${p.readOnly}>`;
}

function ask(code: string): string[] {
  const { root, at } = probeIn(code);
  return values({ j, root }, at.get('arguments', 0)).map((v: Value) => (v.kind === 'string' ? v.parts.map(show).join('') : v.kind));
}

describe('values: which text parts the expression asked may edit', () => {
  test.each([
    ['a literal written at the call', `probe('/zones')`, ['[/zones@\'/zones\']']],
    ['a template written at the call (each quasi its own literal), a hole between', 'function f(id) { probe(`/zones/${id}/x`) }', ['[/zones/@/zones/]{}[/x@/x]']],
    ['a const every reader shares: editable in the const', "const P = '/zones'; probe(P + '/x')", ["[/zones@'/zones'][/x@'/x']"]],
    ['a let given one value', "function f() { let p = '/a'; probe(p) }", ["[/a@'/a']"]],
    ['each value of a let given one in each branch', "function f(c) { let p; if (c) p = '/a'; else p = '/b'; probe(p) }", ["[/a@'/a']", "[/b@'/b']"]],
    ['a property of an object literal', "const cfg = { base: '/v4' }; probe(cfg.base)", ["[/v4@'/v4']"]],
    ['a field set in the constructor', "class A { constructor() { this.base = '/v4'; } f() { probe(this.base) } }", ["[/v4@'/v4']"]],
    ['a getter\'s return', "class A { get base() { return '/v4'; } f() { probe(this.base) } }", ["[/v4@'/v4']"]],
    ['a list element joined: the elements editable, the separator computed', "function f(z) { probe(['zones', z].join('/')) }", ["[zones@'zones'](/){}"]],
    ['mapped with encodeURIComponent: text it leaves alone stays editable, text it changes is computed', "function f(z) { probe(['zones', z, 'a b'].map(encodeURIComponent).join('/')) }", ["[zones@'zones'](/){}(/)(a%20b)"]],
    ['String(x) and .toString() pass the text on as it is', "const a = '/a'; probe(String(a) + a.toString())", ["[/a@'/a'][/a@'/a']"]],
    ['a function\'s return at a call: read-only', 'const zonePath = (id) => `/zones/${id}`;\nfunction f(z) { probe(zonePath(z)) }', ['</zones/:call>{}<:call>']],
    ['a literal argument bound into a function\'s return is read-only too', 'const zonePath = (id) => `/zones/${id}`;\nprobe(zonePath(\'abc\'))', ['</zones/:call><abc:call><:call>']],
    ['a method of a class called: read-only', "class A { static root() { return '/v4'; } }\nprobe(A.root() + '/x')", ["</v4:call>[/x@'/x']"]],
    ['.replace on a literal: computed', "probe('/tunnels/a'.replace('/tunnels', ''))", ['(/a)']],
    ['.replace keeps the text after the first hole, read-only', 'function f(id) { probe(`/tunnels/${id}/x`.replace("/tunnels", "")) }', ['(/){}</x:call>']],
    ['a name a guard narrowed: read-only', "function f(s) { if (s !== 'minify') throw new Error(); probe(s) }", ['<minify:guard>']],
  ])('%s', (_name, code, expected) => {
    expect(ask(code)).toEqual(expected);
  });
});

/** The template several values have in common (`commonTemplate`), written as above, or `none`. */
function common(code: string): string {
  const { root, at } = probeIn(code);
  const arg = at.get('arguments', 0);
  const parts = commonTemplate(values({ j, root }, arg), arg.value);
  return parts ? parts.map((p) => (p.kind === 'hole' && p.node === arg.value ? '{asked}' : show(p))).join('') : 'none';
}

describe('commonTemplate: one template for several strings of one shape', () => {
  test.each([
    ['a choice inside a const\'s template is one hole there', "function f(id, c) { const p = `/zones/${id}/${c ? 'a' : 'b'}/x`; probe(p) }", '[/zones/@/zones/]{}[/@/]{asked}[/x@/x]'],
    ['two choices, the text between them kept', "function f(c, d) { const p = `/${c ? 'a' : 'b'}/x/${d ? 'c' : 'd'}`; probe(p) }", '[/@/]{asked}[/x/@/x/]{asked}[@]'],
    ['a let given a URL in each branch: written apart, no template', "function f(c) { let u; if (c) u = `/zones/a`; else u = `/zones/b`; probe(u) }", 'none'],
    ['strings of different shapes: none', "function f(c, id) { const p = c ? '/a' : `/b/${id}`; probe(p) }", 'none'],
  ])('%s', (_name, code, expected) => {
    expect(common(code)).toBe(expected);
  });
});
