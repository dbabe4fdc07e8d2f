/**
 * The layers point one way: the folders of src/ and transforms/ import each other without a cycle.
 * The graph is computed from every import (type-only imports, `export … from`, `require` and
 * `import()` count too): a node is a folder (src/ast, src/parse, src/edit, src/cloudflare,
 * src/project, src/runner, src/cli, transforms/lib, transforms) or a file directly under src/.
 * Inside a folder the files import each other without a cycle too (checked file by file), so that no
 * file needs another that needs it back; a type shared by two files lives in a module of its own.
 */
import * as fs from 'fs';
import * as path from 'path';
import * as ts from 'typescript';

const ROOT = path.join(__dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = path.join(dir, e.name);
    return e.isDirectory() ? sources(abs) : e.name.endsWith('.ts') ? [abs] : [];
  });
}

/** The node a file belongs to: its folder under src/ or transforms/, or itself when directly under src/. */
function nodeOf(file: string): string {
  const parts = path.relative(ROOT, file).split(path.sep);
  if (parts[0] === 'transforms') return parts.length > 2 ? `transforms/${parts[1]}` : 'transforms';
  return parts.length > 2 ? `src/${parts[1]}` : parts.join('/');
}

/** The file a relative specifier names (`.ts`, or a folder's index.ts), or undefined for a package. */
function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find((f) => f.endsWith('.ts') && fs.existsSync(f));
}

interface Edge {
  from: string;
  to: string;
}

/** Every import between two different nodes of the given files (a node per file by default), with the files that make it. */
function importGraph(files: string[], nodeOf: (file: string) => string | undefined = (file) => path.relative(ROOT, file)): Map<string, Map<string, Edge[]>> {
  const graph = new Map<string, Map<string, Edge[]>>();
  for (const file of files) {
    const from = nodeOf(file);
    if (from === undefined) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const ref of info.importedFiles) {
      const target = resolveImport(file, ref.fileName);
      if (!target) continue;
      const to = nodeOf(target);
      if (to === undefined || to === from) continue;
      const edges = graph.get(from)!;
      edges.set(to, [...(edges.get(to) ?? []), { from: path.relative(ROOT, file), to: path.relative(ROOT, target) }]);
    }
  }
  return graph;
}

/** The strongly connected components of more than one node (Tarjan): each holds a cycle. */
function cycles(graph: Map<string, Map<string, Edge[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** A cycle as text: each import between its nodes, with a file that makes it. */
function describe(graph: Map<string, Map<string, Edge[]>>, component: string[]): string {
  const lines = [`cycle between ${component.join(', ')}:`];
  for (const a of component) {
    for (const [b, edges] of graph.get(a) ?? []) {
      if (component.includes(b)) lines.push(`  ${a} -> ${b} (${edges.length} imports, e.g. ${edges[0].from} -> ${edges[0].to})`);
    }
  }
  return lines.join('\n');
}

const ALL = [...sources(path.join(ROOT, 'src')), ...sources(path.join(ROOT, 'transforms'))];
const graph = importGraph(ALL, nodeOf);

test('no import cycle between the folders of src/ and transforms/', () => {
  const text = cycles(graph).map((c) => describe(graph, c)).join('\n');
  expect(text).toBe('');
});

/**
 * Each folder's files, by themselves: an import leading out of the folder is left out (the folder
 * graph above covers those). Every folder is checked, src/cloudflare too: the types its URL and anchor
 * modules hand each other live in shapes.ts, so none imports another for a type.
 */
const folders = [...new Set(ALL.map(nodeOf))].filter((node) => !node.endsWith('.ts')).sort();

test('the folders checked file by file include the runner, the project index and the recognisers', () => {
  expect(folders).toEqual(expect.arrayContaining(['src/runner', 'src/project', 'src/edit', 'src/ast', 'src/cloudflare', 'transforms/lib']));
});

test.each(folders)('no import cycle between the files of %s', (folder) => {
  const files = ALL.filter((file) => nodeOf(file) === folder);
  const own = importGraph(files, (file) => (files.includes(file) ? path.relative(ROOT, file) : undefined));
  expect(cycles(own).map((c) => describe(own, c)).join('\n')).toBe('');
});

test('src/types.ts, the core types, imports only the message types, which import nothing', () => {
  expect([...(graph.get('src/types.ts')?.keys() ?? [])]).toEqual(['src/messages.ts']);
  expect([...(graph.get('src/messages.ts')?.keys() ?? [])]).toEqual([]);
});

test('only the command line and the package entry import the transforms registry', () => {
  const importers = [...graph].filter(([, edges]) => edges.has('transforms')).map(([node]) => node).sort();
  expect(importers).toEqual(['src/cli', 'src/index.ts']);
});

test('the check sees a cycle when there is one', () => {
  const two: Map<string, Map<string, Edge[]>> = new Map([
    ['a', new Map([['b', [{ from: 'a/x.ts', to: 'b/y.ts' }]]])],
    ['b', new Map([['a', [{ from: 'b/y.ts', to: 'a/z.ts' }]]])],
    ['c', new Map([['a', [{ from: 'c/w.ts', to: 'a/x.ts' }]]])],
  ]);
  expect(cycles(two).map((c) => describe(two, c))).toEqual([
    'cycle between a, b:\n  a -> b (1 imports, e.g. a/x.ts -> b/y.ts)\n  b -> a (1 imports, e.g. b/y.ts -> a/z.ts)',
  ]);
});
