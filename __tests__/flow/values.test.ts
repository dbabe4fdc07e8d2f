/**
 * The value-flow layer (src/flow/): the values an expression may hold. Each case asks about the
 * argument of `probe(…)`; the answer is written one value per entry: a string as its text with each
 * hole as `{parameter}`, `{element}` or `{unknown}`, a list as `[…]` of its elements' answers, a
 * function as `fn`, an unknown as `?`, a list known only by what each element may be as `{…|…}`. A value
 * read from a list's element ends `#<index>`, from such a list's `*`; one a guard
 * narrowed ends `!`; one a written default replaces (`a ?? 'x'`'s left side) ends `~`.
 */
import { probeIn } from '../helpers/probe';
import jscodeshift, { type ASTPath } from 'jscodeshift';
import { nodeIndex } from '../../src/ast/node-index';
import { parseForEdit } from '../../src/parse/parse';
import { values, MAX_STEPS, type Value } from '../../src/flow';

const j = jscodeshift;

function show(v: Value): string {
  const mark = (v.element ? `#${v.element.index}` : '') + (v.item ? '*' : '') + (v.guard ? '!' : '') + (v.beforeDefault ? '~' : '');
  switch (v.kind) {
    case 'string':
      return v.parts.map((p) => (p.kind === 'text' ? p.text : `{${p.origin.kind}}`)).join('') + mark;
    case 'list':
      return `[${v.elements.map((e) => e.map(show).join('|')).join(', ')}]` + mark;
    case 'items':
      return `{${v.each.map(show).join('|')}}` + mark;
    case 'function':
      return 'fn' + mark;
    default:
      return '?' + mark;
  }
}

function ask(code: string, file = 'x.ts'): string[] {
  const { root, at } = probeIn(code, file);
  return values({ j, root }, at.get('arguments', 0)).map(show);
}

describe('values: strings', () => {
  test.each([
    ['a literal', `probe('abc')`, ['abc']],
    ['a template with a global in it', 'probe(`/zones/${zone}/x`)', ['/zones/{unknown}/x']],
    ['+ concatenation through consts', `const A = 'https://h'; const P = '/v4'; probe(A + P + '/x')`, ['https://h/v4/x']],
    ['two unknowns added are not a string', 'function f(a, b) { probe(a + b) }', ['?']],
    ['a const in a nested scope, not the outer one of the same name', `const p = 'outer'; function f() { const p = 'inner'; probe(p) }`, ['inner']],
    ['a parameter shadows a const', `const p = 'outer'; function f(p) { probe(p) }`, ['?']],
    ['a let given a value in each branch', `function f(c) { let p; if (c) p = 'a'; else p = 'b'; probe(p) }`, ['a', 'b']],
    ['a let written with += is not followed', `function f(c) { let p = 'a'; p += 'b'; probe(p) }`, ['?']],
    ['a conditional', `function f(c) { probe(c ? 'a' : 'b') }`, ['a', 'b']],
    ['a local arrow called: its parameter bound to the argument', 'const zonePath = (id) => `/zones/${id}/rate_limits`;\nfunction f(z) { probe(zonePath(z)) }', ['/zones/{parameter}/rate_limits']],
    ['a function declaration called with a literal', 'function path(id) { return `/zones/${id}`; }\nprobe(path("abc"))', ['/zones/abc']],
    ['a function whose body may end without a return', 'function path(c) { if (c) return "/a"; }\nprobe(path(1))', ['/a', '?']],
    ['a default parameter', 'function path(id, kind = "dns_records") { return `/zones/${id}/${kind}`; }\nprobe(path("z"))', ['/zones/z/dns_records']],
    ['an async function is a promise', 'async function path() { return "/a"; }\nprobe(path())', ['?']],
    ['.replace of literals on a known string', `const e = '/tunnels/abc'; probe(e.replace('/tunnels', ''))`, ['/abc']],
    ['.replace found before the first hole', 'function f(id) { probe(`/tunnels/${id}`.replace("/tunnels", "/cfd_tunnel")) }', ['/cfd_tunnel/{parameter}']],
    ['.replace not found before a hole is unknown', 'function f(id) { probe(`/x/${id}/tunnels`.replace("/tunnels", "")) }', ['?']],
    ['.replace with a pattern is unknown', `probe('/a/b'.replace(/a/, 'c'))`, ['?']],
    ['[…].join', `function f(z) { probe(['zones', z, 'settings'].join('/')) }`, ['zones/{parameter}/settings']],
    ['a ?? with a written default: either side, the left marked as what the default replaces', 'const B = process.env.B ?? "https://h"; probe(`${B}/v4`)', ['{unknown}/v4~', 'https://h/v4']],
    ['an empty default marks nothing', 'probe((process.env.Z || "") + "/x")', ['{unknown}/x', '/x']],
    ['[…].map(encodeURIComponent).join: each element encoded', `function f(z) { probe(['zones', z, 'a b'].map(encodeURIComponent).join('/')) }`, ['zones/{parameter}/a%20b']],
    ['a local function named like an encoder is not the encoder', `function f(encodeURIComponent, z) { probe(['zones', z].map(encodeURIComponent).join('/')) }`, ['?']],
    ['String(x) and x.toString()', `const a = 'x'; probe(String(a) + a.toString())`, ['xx']],
  ])('%s', (_name, code, expected) => {
    expect(ask(code)).toEqual(expected);
  });
});

describe('values: lists and loops', () => {
  test.each([
    ['an array literal', `probe(['a', 'b'])`, ['[a, b]']],
    ['a spread of a known list: its elements', `const x = ['a']; probe([...x, 'b'])`, ['[a, b]']],
    ['a spread of anything else leaves the list unknown', `function f(x) { probe([...x, 'b']) }`, ['?']],
    ['a spread of a list the file pushes to leaves the list unknown', `const x = ['a']; x.push('c'); probe([...x, 'b'])`, ['?']],
    ['concat of known lists', `const x = ['a']; probe(x.concat(['b'], ['c']))`, ['[a, b, c]']],
    ['concat of anything else is unknown', `function f(y) { probe(['a'].concat(y)) }`, ['?']],
    ['for…of over a spread list: every element', `const B = ['a'];\nfor (const s of [...B, 'b']) probe(s)`, ['a#0', 'b#1']],
    ['for…of over a literal list: every element', `for (const s of ['rocket_loader', 'minify']) probe(s)`, ['rocket_loader#0', 'minify#1']],
    ['for…of over a const list', `const S = ['a', 'b'];\nfor (const s of S) probe(s)`, ['a#0', 'b#1']],
    ['a list the file pushes to is not the list written: each element is one written or pushed', `const S = ['a'];\nS.push('b');\nfor (const s of S) probe(s)`, ['a*', 'b*']],
    ['forEach callback', `['a', 'b'].forEach((s) => probe(s))`, ['a#0', 'b#1']],
    ["a member of an element is the element's too", `for (const s of [{ id: 'a' }, { id: 'b' }]) probe(s.id)`, ['a#0', 'b#1']],
    ['map callback, a template of the element', "['a', 'b'].map((s) => probe(`/settings/${s}`))", ['/settings/a#0', '/settings/b#1']],
    ['for…of over a parameter: an unknown element', 'function f(ids) { for (const id of ids) probe(id) }', ['?']],
    ['a let loop variable written in the body is not the element', `for (let s of ['a']) { s = s + 'x'; probe(s) }`, ['?']],
    ['the second parameter of a forEach callback is not the element', `['a'].forEach((s, i) => probe(i))`, ['?']],
    ['a list read by a counted loop\'s index: every element, at its position', `const ids = ['a', 'b'];\nfor (let i = 0; i < ids.length; i++) probe(ids[i])`, ['a#0', 'b#1']],
    ['another list read by a forEach index: its elements at their positions', `const vs = ['x', 'y'];\n['a', 'b'].forEach((s, i) => probe(vs[i]))`, ['x#0', 'y#1']],
    ['a list read by entries()\' index', `const vs = ['x'];\nfor (const [i, s] of ['a'].entries()) probe(vs[i])`, ['x#0']],
    ['a list read by a variable that is no loop index', `const ids = ['a', 'b'];\nfunction f(k) { probe(ids[k]) }`, ['?']],
    ['a parameter read by a loop index', `function f(ids) { for (let i = 0; i < ids.length; i++) probe(ids[i]) }`, ['?']],
  ])('%s', (_name, code, expected) => {
    expect(ask(code)).toEqual(expected);
  });
});

describe('values: lists known by what each element may be', () => {
  test.each([
    ['list.map(callback): its returns', 'function f(ids) { probe(ids.map((id) => `/zones/${id}`)) }', ['{/zones/{element}}']],
    ['for…of over list.map(callback): each return', 'function f(ids) { for (const p of ids.map((id) => `/zones/${id}`)) probe(p) }', ['/zones/{element}*']],
    ['a map callback over a known list: each element bound', "for (const p of ['a', 'b'].map((s) => `/s/${s}`)) probe(p)", ['/s/a#0*', '/s/b#1*']],
    ['a named function mapped: its first parameter bound to each element', "function path(id) { return `/z/${id}`; }\nfor (const p of ['a', 'b'].map(path)) probe(p)", ['/z/a*', '/z/b*']],
    ['map of a map', "function f(ids) { for (const p of ids.map((id) => `/z/${id}`).map((z) => `${z}/x`)) probe(p) }", ['/z/{element}/x*']],
    ['an async callback: promises', "function f(ids) { for (const p of ids.map(async (id) => '/a')) probe(p) }", ['?*']],
    ['a mapped list the code pushes to: unknown (the pushed value is an element too)', "function f(ids) { const out = ids.map((id) => `/z/${id}`); out.push('/other'); for (const p of out) probe(p) }", ['?']],
    ['an imported function mapped: a list of what it returns, unknown here', "import { toPath } from './paths';\nfunction f(ids) { for (const p of ids.map(toPath)) probe(p) }", ['?*']],
    ['an imported function mapped, read as a list', "import * as paths from './paths';\nfunction f(ids) { probe(ids.map(paths.toPath)) }", ['{?}']],
    ['an instance of an imported class mapped is no list', "import { Paths } from './paths';\nfunction f(ids) { probe(ids.map(new Paths())) }", ['?']],
    ['a class method named map is called as a method', "class A { map(f) { return '/x'; } }\nconst a = new A();\nprobe(a.map((y) => '/y'))", ['/x']],
    ['a const the code pushes to and walks: each pushed value', 'function f(ids) { const out = []; for (const id of ids) out.push(`/z/${id}`); for (const p of out) probe(p) }', ['/z/{element}*']],
    ['pushed, read by forEach', "const out = ['/a'];\nout.push('/b', '/c');\nout.forEach((p) => probe(p))", ['/a*', '/b*', '/c*']],
    ['a spread pushed: its elements', "const more = ['/b'];\nconst out = ['/a'];\nout.push(...more);\nfor (const p of out) probe(p)", ['/a*', '/b*']],
    ['pushed and handed to a call: unknown', "const out = [];\nout.push('/a');\nfill(out);\nfor (const p of out) probe(p)", ['?']],
    ['pushed and spliced: unknown', "const out = ['/x'];\nout.push('/a');\nout.splice(0, 1, '/y');\nfor (const p of out) probe(p)", ['?']],
    ['pushed and returned: unknown', "function f() { const out = []; out.push('/a'); for (const p of out) probe(p); return out; }", ['?']],
    ['a push whose result is used: unknown', "const out = [];\nconst n = out.push('/a');\nfor (const p of out) probe(p)", ['?']],
  ])('%s', (_name, code, expected) => {
    expect(ask(code)).toEqual(expected);
  });
});

describe('values: guards', () => {
  test.each([
    ['an exiting guard narrows a parameter', `function f(s) { if (s !== 'cname_flattening') throw new Error('no'); probe(s) }`, ['cname_flattening!']],
    ['a return guard in a block', `function f(s) { if (s !== 'a') { log(); return; } probe(s) }`, ['a!']],
    ['an && of two guards: either literal', `function f(s) { if (s !== 'a' && s !== 'b') return; probe(s) }`, ['a!', 'b!']],
    ['inside the branch of ===', `function f(s) { if (s === 'a' || s === 'b') probe(s) }`, ['a!', 'b!']],
    ['the else of !==', `function f(s) { if (s !== 'a') log(); else probe(s) }`, ['a!']],
    ['a guard that does not exit narrows nothing', `function f(s) { if (s !== 'a') log(); probe(s) }`, ['?']],
    ['a guard after the read narrows nothing', `function f(s) { probe(s); if (s !== 'a') return; }`, ['?']],
    ['a parameter written after the guard is not narrowed', `function f(s) { if (s !== 'a') return; s = g(); probe(s) }`, ['?']],
    ['a hoisted function declared after the guard is not narrowed', `function f(s) { if (s !== 'a') return; function g() { probe(s) } }`, ['?']],
    ['a guard about another name', `function f(s, t) { if (t !== 'a') return; probe(s) }`, ['?']],
    ['after a known list\'s includes that exits', `const L = ['a', 'b']; function f(s) { if (!L.includes(s)) return; probe(s) }`, ['a!', 'b!']],
    ['inside the branch of includes, a list with a spread', `const B = ['a']; const L = [...B, 'b']; function f(s) { if (L.includes(s)) { probe(s) } }`, ['a!', 'b!']],
    ['indexOf === -1 that throws', `function f(s) { if (['x', 'y'].indexOf(s) === -1) throw new Error(); probe(s) }`, ['x!', 'y!']],
    ['indexOf >= 0, its else narrows nothing', `const L = ['a']; function f(s) { if (L.indexOf(s) >= 0) log(); else probe(s) }`, ['?']],
    ['includes the wrong way round: not in the list', `const L = ['a', 'b']; function f(s) { if (L.includes(s)) return; probe(s) }`, ['?']],
    ['includes of another name', `const L = ['a']; function f(s, t) { if (!L.includes(t)) return; probe(s) }`, ['?']],
    ['a list the file changes narrows nothing', `const L = ['a']; L.push(x); function f(s) { if (!L.includes(s)) return; probe(s) }`, ['?']],
    ['a Set of a known list', `const S = new Set(['a', 'b']); function f(s) { if (!S.has(s)) return; probe(s) }`, ['a!', 'b!']],
    ['a Set the file adds to narrows nothing', `const S = new Set(['a']); S.add(x); function f(s) { if (!S.has(s)) return; probe(s) }`, ['?']],
    ['a list that is not known narrows nothing', `function f(s, L) { if (!L.includes(s)) return; probe(s) }`, ['?']],
  ])('%s', (_name, code, expected) => {
    expect(ask(code)).toEqual(expected);
  });
});

describe('values: the budget', () => {
  test('a cycle is unknown', () => {
    expect(ask('function a() { return b(); }\nfunction b() { return a(); }\nprobe(a())')).toEqual(['?']);
  });

  test('a chain deeper than the budget: what lies past it is unknown', () => {
    const lines = Array.from({ length: 40 }, (_, i) => `const c${i + 1} = c${i} + 'x';`);
    // Each const is two hops (the name, then its initialiser): the first six are followed.
    expect(ask(`const c0 = 'a';\n${lines.join('\n')}\nprobe(c40)`)).toEqual(['{unknown}xxxxxx']);
    expect(ask(`const c0 = 'a';\n${lines.slice(0, 3).join('\n')}\nprobe(c3)`)).toEqual(['axxx']);
  });

  test('more combinations than the budget are unknown', () => {
    const pick = (n: number) => `(c${n} ? 'a' : 'b')`;
    expect(ask(`function f(c0, c1, c2, c3, c4) { probe(${[0, 1, 2, 3, 4].map(pick).join(' + ')}) }`)).toEqual(['?']);
  });

  test('a question looks at no more than MAX_STEPS expressions: the rest is unknown', () => {
    const names = Array.from({ length: MAX_STEPS }, (_, i) => `c${i}`);
    const code = `${names.map((n) => `const ${n} = 'x';`).join('\n')}\nprobe(\`${names.map((n) => `\${${n}}`).join('')}\`)`;
    const [answer] = ask(code);
    // Each const costs two steps (the name, its initialiser): about half are read, the rest are holes.
    expect(answer.startsWith('x'.repeat(100))).toBe(true);
    expect(answer.endsWith('{unknown}')).toBe(true);
  });

  test("an answer is remembered in the runner's memo: asked again, the same values", () => {
    const code = 'const zonePath = (id) => `/zones/${id}`;\nfunction f(z) { probe(zonePath(z)) }';
    const root = j(parseForEdit(code, 'x.ts'));
    const memory = new Map<string, unknown>();
    const memo = <T>(key: string, compute: () => T): T => (memory.has(key) ? memory.get(key) : memory.set(key, compute()).get(key)) as T;
    const probe = nodeIndex(j, root).of('CallExpression').find((p) => (p.value.callee as any).name === 'probe')!;
    const arg = (probe as ASTPath<any>).get('arguments', 0);
    const first = values({ j, root, memo }, arg);
    expect(first.map(show)).toEqual(['/zones/{parameter}']);
    expect(values({ j, root, memo }, arg)).toBe(first);
    // Without a memo nothing says the tree was not edited in between: the question is answered again.
    expect(values({ j, root }, arg)).not.toBe(first);
    expect(values({ j, root }, arg).map(show)).toEqual(['/zones/{parameter}']);
  });
});

describe('values: this', () => {
  test.each([
    ['a field read in a method', `class A { base = 'https://h'; m() { probe(this.base) } }`, ['https://h']],
    ['through an arrow in a method (its this is the method\'s)', `class A { base = 'https://h'; m() { [1].map(() => probe(this.base)) } }`, ['https://h']],
    ['not in a plain function nested in a method (its own this)', `class A { base = 'https://h'; m() { [1].map(function () { probe(this.base) }) } }`, ['?']],
    ['a static block\'s this is the class', `class A { static base = 'https://h'; static { probe(this.base) } }`, ['https://h']],
  ])('%s', (_name, code, expected) => {
    expect(ask(code)).toEqual(expected);
  });
});
