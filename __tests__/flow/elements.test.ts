/**
 * The value-flow layer's question about a read of a loop's element (src/flow/elements.ts): which
 * expression it stands for, element by element. Each case asks about the argument of `probe(…)`; the
 * answer is the source of each element's expression (`-` where the element does not write the key), or
 * `none` when the read is no element of a list the layer knows.
 */
import { probeIn } from '../helpers/probe';
import jscodeshift from 'jscodeshift';
import { spanOf } from '../../src/ast/span';
import { elementReads } from '../../src/flow';
import { listStep, walkedLists } from '../../src/flow/elements';
import { parseForEdit } from '../../src/parse/parse';

const j = jscodeshift;

function ask(code: string): string {
  const { root, at } = probeIn(code);
  const read = elementReads({ j, root }, at.value.arguments[0], at);
  return read ? read.values.map((v) => (v ? code.slice(spanOf(v)?.start, spanOf(v)?.end) : '-')).join(' | ') : 'none';
}

describe('elementReads', () => {
  test.each([
    ['a for…of over objects', `const list = [{ url: 'a' }, { url: b }]; for (const e of list) probe(e.url)`, `'a' | b`],
    ['a key an element does not write', `for (const e of [{ url: 'a', method: 'PATCH' }, { url: 'b' }]) probe(e.method)`, `'PATCH' | -`],
    ['destructured in the loop', `for (const { url } of [{ url: 'a' }, { url: 'b' }]) probe(url)`, `'a' | 'b'`],
    ['a map callback, destructured', `const jobs = [{ path: 'a' }, { path: 'b' }]; jobs.map(({ path: p }) => probe(p))`, `'a' | 'b'`],
    ['a list of strings', `const urls = ['a', B]; urls.forEach((u) => probe(u))`, `'a' | B`],
    ['a counted loop', `const list = [{ url: 'a' }]; for (let i = 0; i < list.length; i++) { const e = list[i]; probe(e.url) }`, `'a'`],
    ['an element held by a const: what is written on it', `const one = { url: 'a' }; one.url = 'c'; for (const e of [one]) probe(e.url)`, `'c'`],
    ['an element held by a const, its key written on a branch', `const one = { url: 'a' }; if (x) one.url = 'c'; for (const e of [one]) probe(e.url)`, 'none'],
    ['a key written through the loop variable', `for (const e of [{ url: 'a' }]) { if (x) e.url = 'c'; probe(e.url) }`, 'none'],
    ['the loop variable given another value', `for (let u of ['a']) { u = 'c'; probe(u) }`, 'none'],
    ['a list the file changes', `const list = [{ url: 'a' }]; list.push(more); for (const e of list) probe(e.url)`, 'none'],
    ['a list with a spread', `for (const e of [...more, { url: 'a' }]) probe(e.url)`, 'none'],
    ['a parameter is no loop', `function f(e) { probe(e.url) }`, 'none'],
    ['entries() named by a string', `const list = [{ url: 'a' }, { url: 'b' }]; for (const [i, e] of list['entries']()) probe(e.url)`, `'a' | 'b'`],
    ['entries() called optionally', `const list = [{ url: 'a' }]; for (const [, e] of list.entries?.()) probe(e.url)`, `'a'`],
  ])('%s', (_, code, expected) => {
    expect(ask(code)).toEqual(expected);
  });
});

/** walkedLists: the lists whose elements the name `probe(…)` is given holds, nearest first (their source). */
function walked(code: string): string {
  const { root, at } = probeIn(code);
  const lists = walkedLists({ j, root }, at.get('arguments', 0));
  return lists.map((p) => code.slice(spanOf(p.value)?.start, spanOf(p.value)?.end)).join(' < ') || 'none';
}

describe('walkedLists', () => {
  test.each([
    ['a forEach over a filtered list', `const { result } = await get(); const hits = result.filter((r) => r.ok); hits.forEach((rec) => probe(rec))`, 'hits < result.filter((r) => r.ok) < result'],
    ['a filter callback', `rows.filter((r) => probe(r))`, 'rows'],
    ['reduce: the second parameter', `rows.reduce((acc, r) => probe(r), {})`, 'rows'],
    ['reduce: the accumulator is no element', `rows.reduce((acc, r) => probe(acc), {})`, 'none'],
    ['through slice and a spread copy', `const a = [...rows].slice(0, 5); for (const r of a) probe(r)`, 'a < [...rows].slice(0, 5) < [...rows] < rows'],
    ['a let copy is not followed', `let a = rows.slice(); a.some((r) => probe(r))`, 'a'],
    ['the name given another value', `rows.forEach((r) => { r = other; probe(r) })`, 'none'],
    ['a plain parameter', `function f(r) { probe(r) }`, 'none'],
    ['a callback of another method', `rows.then((r) => probe(r))`, 'none'],
    ['an optional call and copy', `const a = rows?.filter((r) => r.ok); a?.find((r) => probe(r))`, 'a < rows?.filter((r) => r.ok) < rows'],
    ['a method named by a string', `rows['slice'](1)['forEach']((r) => probe(r))`, "rows['slice'](1) < rows"],
    ['a method named by a variable is none', `rows[m]((r) => probe(r))`, 'none'],
    ['a callback under an as cast', `rows.map(((r) => probe(r)) as (r: Rec) => string)`, 'rows'],
    ['a callback under an angle-bracket assertion', `rows.map(<Fn>((r) => probe(r)))`, 'rows'],
    ['a callback under satisfies and parentheses', `rows.find((((r) => probe(r))) satisfies Fn)`, 'rows'],
    ['a cast function that is no argument is none', `const f = ((r) => probe(r)) as Fn; rows.map(f)`, 'none'],
  ])('%s', (_, code, expected) => {
    expect(walked(code)).toEqual(expected);
  });
});

/** listStep: what the expression `rows` is used in holds of its elements, and its source. */
function step(code: string): string {
  const root = j(parseForEdit(code, 'x.ts'));
  const found = listStep(root.find(j.Identifier, { name: 'rows' }).paths()[0]);
  return found ? `${found.kind} ${code.slice(spanOf(found.at.value)?.start, spanOf(found.at.value)?.end)}` : 'none';
}

describe('listStep', () => {
  test.each([
    ['a copy', `rows.filter((r) => r.ok)`, 'copy rows.filter((r) => r.ok)'],
    ['one element found', `rows?.find((r) => r.ok)`, 'element rows?.find((r) => r.ok)'],
    ['one element by index', `rows[0].id`, 'element rows[0]'],
    ['one element popped', `rows.pop()`, 'element rows.pop()'],
    ['the first name of a pattern', `const [first] = rows`, 'element first'],
    ['a pattern in the first place is none', `const [{ id }] = rows`, 'none'],
    ['pairs', `rows['entries']()`, "pairs rows['entries']()"],
    ['an object\'s values', `Object.values(rows)`, 'values Object.values(rows)'],
    ['an object\'s entries', `Object.entries(rows)`, 'pairs Object.entries(rows)'],
    ['a map makes new values', `rows.map((r) => r.id)`, 'none'],
    ['a key by name', `rows.length`, 'none'],
  ])('%s', (_, code, expected) => {
    expect(step(code)).toEqual(expected);
  });
});
