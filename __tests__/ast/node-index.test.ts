/**
 * The node index walks the tree itself (ast-types' visitor is slow); it must give exactly the paths,
 * in the same order, that `root.find(j.Node)` gives, on every kind of code the fixtures hold.
 */
import * as fs from 'fs';
import * as path from 'path';
import jscodeshift from 'jscodeshift';
import { nodeIndex, pathOfNode } from '../../src/ast/node-index';
import { parseForEdit } from '../../src/parse/parse';
import { DEFAULT_EXTENSIONS } from '../../src/runner/run';
import { scriptBlockPath, scriptBlocks, scriptContainerOf } from '../../src/parse/script-blocks';

const FIXTURES = path.join(__dirname, '..', '..', '__testfixtures__');
const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

const inputs = fs
  .readdirSync(FIXTURES)
  .flatMap((id) => fs.readdirSync(path.join(FIXTURES, id)).map((f) => path.join(FIXTURES, id, f)))
  .filter((f) => CODE.test(f) || scriptContainerOf(f) !== undefined);

/** The code a fixture holds, by the path it is parsed under: the file, or each script block of a component (`App.vue.ts`). */
const units: Array<[string, string, string]> = inputs.flatMap((f) => {
  const text = fs.readFileSync(f, 'utf8');
  const name = path.relative(FIXTURES, f);
  if (!scriptContainerOf(f)) return [[name, text, f]];
  return scriptBlocks(f, text).map((b, i): [string, string, string] => [`${name} block ${i + 1}`, text.slice(b.start, b.end), scriptBlockPath(f, b)]);
});

const j = jscodeshift;

describe('node index', () => {
  it('covers the code fixtures of every transform, in every extension the runner treats as code', () => {
    const ids = fs.readdirSync(FIXTURES).filter((id) => id !== 'project');
    expect(ids.filter((id) => !inputs.some((f) => path.dirname(f) === path.join(FIXTURES, id)))).toEqual([]);
    const code = ids
      .flatMap((id) => fs.readdirSync(path.join(FIXTURES, id)).map((f) => path.join(FIXTURES, id, f)))
      .filter((f) => DEFAULT_EXTENSIONS.includes(path.extname(f).slice(1)));
    expect(code.filter((f) => !inputs.includes(f))).toEqual([]);
  });

  it.each(units)('%s: same paths as root.find(j.Node)', (_name, source, file) => {
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

  it.each(units.filter((_, i) => i % 4 === 0))('%s: pathOfNode finds every node', (_name, source, file) => {
    const root = j(parseForEdit(source, file));
    const all = root.find(j.Node).paths();
    for (const p of all) expect(pathOfNode({ j, root }, p.value)).toBe(p);
  });

  it('pathOfNode finds nodes in and around a node replaced by one parsed elsewhere', () => {
    const source = 'const a = { x: 1 };\nconst b = f({ y: 2 }, [3, 4]);\nconst c = g(5);\n';
    const root = j(parseForEdit(source, 'x.ts'));
    const call = root.find(j.CallExpression).paths()[0];
    // A node from another parse: its positions are those of its own text, not of this file.
    const replacement = j(parseForEdit('_ = h({ z: 9 }, [3, 4], 77);', 'x.ts')).find(j.CallExpression).paths()[0].value;
    call.replace(replacement);
    const memo = (() => {
      const m = new Map<string, unknown>();
      return <T>(key: string, compute: () => T): T => (m.has(key) ? (m.get(key) as T) : (m.set(key, compute()), m.get(key) as T));
    })();
    for (const p of root.find(j.Node).paths()) expect(pathOfNode({ j, root, memo }, p.value)).toBe(p);
    expect(pathOfNode({ j, root }, Object.assign(j.identifier('nowhere'), { start: 6, end: 7 }))).toBeUndefined();
  });

  it('gives the same path objects the collection API finds later', () => {
    const root = j(parseForEdit('const a = fetch(`https://x/${b}`); foo({ k: [1, { v: 2 }] });', 'x.ts'));
    const index = nodeIndex(j, root);
    expect(index.of('ObjectExpression')).toEqual(root.find(j.ObjectExpression).paths());
    index.of('ObjectExpression').forEach((p, i) => expect(p).toBe(root.find(j.ObjectExpression).paths()[i]));
  });
});
