import { loadRecast, parseForEdit } from '../../src/parse/parse';
import { keepEditedLiteralQuotes, replaceInLiteral } from '../../src/edit/literals';

interface Literal {
  type: string;
  value: string;
}

/** The first string literal of a tree, by a plain walk (the tests need no jscodeshift). */
function firstString(node: unknown): Literal {
  const found = findString(node);
  if (!found) throw new Error('no string literal');
  return found;
}

function findString(node: unknown): Literal | undefined {
  if (!node || typeof node !== 'object') return undefined;
  if ((node as Literal).type === 'StringLiteral') return node as Literal;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'original' || key === 'tokens') continue;
    const found = findString(value);
    if (found) return found;
  }
  return undefined;
}

const print = (ast: ReturnType<typeof parseForEdit>) => loadRecast().print(ast, { quote: 'single' }).code;

test('edited literals are kept per file: a tree that is never printed leaves nothing for the next one', () => {
  // A file whose edit is abandoned (it failed, say): nothing resets the literals' state.
  const abandoned = parseForEdit('fetch("https://old.example/a");\n', 'a.ts');
  expect(replaceInLiteral(firstString(abandoned), /old/, 'new')).toBe(true);

  const ast = parseForEdit('fetch("https://old.example/b");\n', 'b.ts');
  const literal = firstString(ast);
  expect(replaceInLiteral(literal, /old/, 'new')).toBe(true);
  keepEditedLiteralQuotes(ast);
  // This file's literal keeps its double quotes; the abandoned tree's literal was not touched.
  expect(print(ast)).toBe('fetch("https://new.example/b");\n');
  expect(firstString(abandoned).type).toBe('StringLiteral');
  expect(literal.type).toBe('Literal');
});

test('a file printed twice after one edit is converted once, and a file with no edit is left alone', () => {
  const ast = parseForEdit('const u = "https://old.example/c";\n', 'c.ts');
  keepEditedLiteralQuotes(ast);
  expect(print(ast)).toBe('const u = "https://old.example/c";\n');
  replaceInLiteral(firstString(ast), /old/, 'new');
  keepEditedLiteralQuotes(ast);
  keepEditedLiteralQuotes(ast);
  expect(print(ast)).toBe('const u = "https://new.example/c";\n');
});
