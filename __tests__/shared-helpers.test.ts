/** The small helpers with one home each: a dotted name, a text escaped for a RegExp, a memo over a store. */
import jscodeshift from 'jscodeshift';
import { parseForEdit } from '../src/parse/parse';
import { dottedName } from '../src/ast/syntax';
import { escapeRegExp } from '../src/regexp';
import { memoIn } from '../src/memo';

const j = jscodeshift;

/** The expression of the snippet's first statement (TypeScript). */
function expressionOf(code: string) {
  const program = parseForEdit(code, 'case.ts').program;
  return (program.body[0] as { expression?: Parameters<typeof dottedName>[0] }).expression;
}

describe('dottedName', () => {
  it.each([
    ['JSON.stringify;', 'JSON.stringify'],
    ['config.cloudflare.apiUrl;', 'config.cloudflare.apiUrl'],
    ['encodeURIComponent;', 'encodeURIComponent'],
    ['(config as Settings).API;', 'config.API'],
    ['config?.API;', 'config.API'],
    ['config["API"];', undefined],
    ['this.client;', undefined],
    ['f().x;', undefined],
  ])('%s → %s', (code, expected) => expect(dottedName(expressionOf(code))).toBe(expected));

  it('reads a callee as jscodeshift finds it', () => {
    const call = j(parseForEdit('api.zones.list();', 'case.ts')).find(j.CallExpression).nodes()[0];
    expect(dottedName(call.callee)).toBe('api.zones.list');
  });
});

describe('escapeRegExp', () => {
  it.each(['cloudflare-eth.com', 'a+b*c?', '(x)[y]{z}', 'a|b^c$', 'back\\slash', 'no specials'])('%s is matched as written', (text) => {
    const re = new RegExp(`^${escapeRegExp(text)}$`);
    expect(re.test(text)).toBe(true);
  });

  it('a dot is a dot, not any character', () => {
    expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false);
  });
});

describe('memoIn', () => {
  it('computes a key once and again after the store is cleared', () => {
    const store = new Map<string, unknown>();
    const memo = memoIn(store);
    let calls = 0;
    const compute = () => ++calls;
    expect([memo('k', compute), memo('k', compute)]).toEqual([1, 1]);
    expect(memo('other', () => undefined)).toBeUndefined();
    expect(memo('other', compute)).toBeUndefined(); // an undefined value is kept too
    store.clear();
    expect(memo('k', compute)).toBe(2);
  });
});
