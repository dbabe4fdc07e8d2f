/**
 * The value-flow layer's maps (src/flow/maps.ts): `new Map()` and the entries put in it with `.set`
 * through the name that holds it, wherever in its scope. Each case asks about the map a lookup
 * `….get('probe')` reads; a map is written `Map{key→value, …}` (keys and values as their texts, `?` for anything
 * else), ending `+` when it may hold entries the layer does not see; any other value is `?`.
 */
import jscodeshift, { type ASTPath, type CallExpression } from 'jscodeshift';
import { nodeIndex } from '../../src/ast/node-index';
import { parseForEdit } from '../../src/parse/parse';
import { knownText, values, type Value } from '../../src/flow';

const j = jscodeshift;

function ask(code: string, file = 'x.ts'): string[] {
  const root = j(parseForEdit(code, file));
  const ctx = { j, root };
  const text = (node: Parameters<typeof values>[1]): string => values(ctx, node).map((v) => knownText(v) ?? '?').join('|');
  const show = (v: Value): string => {
    if (v.kind !== 'map') return '?';
    return `Map{${v.entries.map((e) => `${text(e.key)}→${text(e.value)}`).join(', ')}}${v.open ? '+' : ''}`;
  };
  const probes = nodeIndex(j, root)
    .of('CallExpression')
    .filter((p) => p.value.arguments[0]?.type === 'StringLiteral' && p.value.arguments[0].value === 'probe');
  expect(probes).toHaveLength(1);
  return values(ctx, (probes[0] as ASTPath<CallExpression>).get('callee', 'object')).map(show);
}

describe('values: maps', () => {
  test.each([
    ['an empty map', `const m = new Map(); m.get('probe')`, ['Map{}']],
    ['entries set through the name, before or after the read', `const m = new Map(); m.set('a', 'x'); m.get('probe'); m.set('b', 'y')`, ['Map{a→x, b→y}']],
    ['entries set in a callback count too', `const m = new Map<string, string>(); rows.forEach((r) => m.set('k', 'v')); m.get('probe')`, ['Map{k→v}']],
    ['reads add nothing', `const m = new Map(); m.set('a', 'x'); m.get('a'); m.has('a'); for (const e of m) log(e); m.get('probe')`, ['Map{a→x}']],
    ['made with entries: open', `const m = new Map(pairs); m.get('probe')`, ['Map{}+']],
    ['a chained set puts in entries unseen: open', `const m = new Map(); m.set('a', 'x').set('b', 'y'); m.get('probe')`, ['Map{}+']],
    ['handed to a call: open', `const m = new Map(); fill(m); m.get('probe')`, ['Map{}+']],
    ['a property named like it is no use', `const m = new Map(); m.set('a', 'x'); o.m = 1; m.get('probe')`, ['Map{a→x}']],
    ['a shadowing name is another map', `const m = new Map(); function f() { const m = new Map(); m.set('b', 'y') } m.get('probe')`, ['Map{}']],
    ['a class of the file named Map is no map', `class Map {} const m = new Map(); m.get('probe')`, ['?']],
  ])('%s', (_, code, expected) => {
    expect(ask(code)).toEqual(expected);
  });
});
