/**
 * The identifiers of a name inside a scope read off the index by statement (issue 31): the same paths,
 * in the same order, as filtering every identifier of the name in the file, for every scope; and a
 * node the tree holds at two places still finds those of both places.
 */
import type { ASTNode, JSCodeshift } from 'jscodeshift';
import { parseForEdit } from '../../src/parse/parse';
import { identifiersNamedIn, isInside, nodeIndex, type Root } from '../../src/ast/node-index';

const j: JSCodeshift = require('jscodeshift');

const SOURCE = `const z = 1;
export function a(z, n) { const f = () => z + n; return f(z); }
class B { m(z) { return { z, n: z }; } }
function c() { let n = z; n = 2; return n; }
`;

describe('identifiersNamedIn by statement', () => {
  it('gives what a filter of the whole list gives, for every node as the scope', () => {
    const root = j(parseForEdit(SOURCE, 'x.ts')) as Root;
    const index = nodeIndex(j, root, (_key, compute) => compute());
    const scopes = root.find(j.Node).paths().map((p) => p.value as ASTNode);
    for (const name of ['z', 'n', 'f', 'missing']) {
      for (const scope of scopes) {
        const all = index.named(name).filter((p) => isInside(p, scope));
        expect(identifiersNamedIn(index, root, scope, name)).toEqual(all);
      }
    }
  });

  it('finds a shared node in both statements it is held in', () => {
    const root = j(parseForEdit('function a() { return z; }\nfunction b() {}\n', 'x.js')) as Root;
    const body = root.find(j.FunctionDeclaration).paths();
    body[1].get('body').replace(body[0].value.body);
    const index = nodeIndex(j, root, (_key, compute) => compute());
    const found = identifiersNamedIn(index, root, body[0].value.body, 'z');
    expect(found).toHaveLength(2);
  });
});
