/** Whether an expression is used as a condition, and moving up past casts: table of small cases. */
import jscodeshift, { type ASTPath } from 'jscodeshift';
import { parseForEdit } from '../../src/parse/parse';
import { isGuard, onlyTruthinessUsed } from '../../src/ast/conditions';
import { outsideCasts, parentOf } from '../../src/ast/paths';

const j = jscodeshift;

/** The path of the identifier `x` in a snippet of TypeScript. */
function pathOfX(code: string): ASTPath {
  const root = j(parseForEdit(code, 'case.ts'));
  return root.find(j.Identifier, { name: 'x' }).paths()[0];
}

describe('onlyTruthinessUsed', () => {
  it.each([
    ['if (x) f();', true],
    ['const a = x ? 1 : 2;', true],
    ['while (x) f();', true],
    ['do f(); while (x);', true],
    ['for (; x; ) f();', true],
    ['const a = !x;', true],
    ['const a = Boolean(x);', true],
    ['const a = x && f();', true],
    ['if (a && x) f();', true],
    ['if (x || b) f();', true],
    ['if ((x as any)!) f();', true],
    ['const a = x;', false],
    ['const a = b && x;', false],
    ['const a = x ?? b;', false],
    ['f(x);', false],
  ])('%s → %s', (code, expected) => expect(onlyTruthinessUsed(pathOfX(code))).toBe(expected));
});

describe('isGuard', () => {
  it.each([
    ['const a = x && f();', true],
    ['const a = !x;', true],
    ['if (x) f();', true],
    ['const a = x ? 1 : 2;', true],
    ['while (x) f();', true],
    ['if (a && x) f();', false],
    ['if ((x as any)) f();', false],
    ['const a = Boolean(x);', false],
    ['const a = x || b;', false],
  ])('%s → %s', (code, expected) => expect(isGuard(pathOfX(code))).toBe(expected));
});

describe('outsideCasts and parentOf', () => {
  it('climbs every cast and parenthesis around an expression, and no further', () => {
    const top = outsideCasts(pathOfX('f(((x as any)!) satisfies unknown);'));
    expect(top.value.type).toBe('TSSatisfiesExpression');
    expect(parentOf(top)).toMatchObject({ field: 'arguments', parent: { type: 'CallExpression' } });
  });

  it('stays on an expression that is a cast’s type, not its value', () => {
    const p = pathOfX('const a = x;');
    expect(outsideCasts(p)).toBe(p);
  });
});
