/**
 * The node index walks the tree itself (ast-types' visitor is slow); it must give exactly the paths,
 * in the same order, that `root.find(j.Node)` gives, on every kind of code the fixtures hold.
 */
import * as fs from 'fs';
import * as path from 'path';
import jscodeshift from 'jscodeshift';
import { nodeIndex } from '../../src/cloudflare/node-index';
import { parseForEdit } from '../../src/parse/parse';

const FIXTURES = path.join(__dirname, '..', '..', '__testfixtures__');
const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

const inputs = fs
  .readdirSync(FIXTURES)
  .flatMap((id) => fs.readdirSync(path.join(FIXTURES, id)).map((f) => path.join(FIXTURES, id, f)))
  .filter((f) => CODE.test(f));

const j = jscodeshift;

describe('node index', () => {
  it('covers the fixtures', () => expect(inputs.length).toBeGreaterThan(100));

  it.each(inputs.map((f) => [path.relative(FIXTURES, f), f]))('%s: same paths as root.find(j.Node)', (_name, file) => {
    const source = fs.readFileSync(file, 'utf8');
    // Two trees of the same text: the visitor fills default field values as it goes, and the index must too.
    const viaFind = j(parseForEdit(source, file));
    const viaIndex = j(parseForEdit(source, file));
    const expected = viaFind.find(j.Node).paths();
    const index = nodeIndex(j, viaIndex);
    const types = [...new Set(expected.map((p) => p.value.type))];
    const describe = (p: any) => `${p.value.type}@${p.value.start}:${String(p.name)}`;
    expect(index.of(...types).map(describe)).toEqual(expected.map(describe));
    expect(JSON.stringify(viaIndex.get().value.program, (k, v) => (k === 'loc' || k === 'tokens' ? undefined : v))).toEqual(
      JSON.stringify(viaFind.get().value.program, (k, v) => (k === 'loc' || k === 'tokens' ? undefined : v)),
    );
  });

  it('gives the same path objects the collection API finds later', () => {
    const root = j(parseForEdit('const a = fetch(`https://x/${b}`); foo({ k: [1, { v: 2 }] });', 'x.ts'));
    const index = nodeIndex(j, root);
    expect(index.of('ObjectExpression')).toEqual(root.find(j.ObjectExpression).paths());
    index.of('ObjectExpression').forEach((p, i) => expect(p).toBe(root.find(j.ObjectExpression).paths()[i]));
  });
});
