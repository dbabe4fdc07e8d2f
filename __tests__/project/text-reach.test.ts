/**
 * Whether a file's spelled imports can lead to a module (src/project/text-reach.ts): the declarations
 * parse a file holding a word only when they can, so a file that cannot is never parsed, and the
 * answers of `importers` stay those of parsing every file holding the word.
 */
import * as path from 'path';
import * as parse from '../../src/parse/parse';
import { Declarations } from '../../src/project/declarations';
import { ModuleResolver } from '../../src/project/resolve';
import { TextReach, cooked } from '../../src/project/text-reach';

const dir = path.resolve('/virtual/reach');
const texts: Record<string, string> = {
  'types.ts': 'export interface Rec {\n  id: string;\n}\n',
  'barrel.ts': "export * from './types';\n",
  'user.ts': "import { Rec } from './barrel';\nexport const r: Rec = { id: '1' };\n",
  'comment.ts': "import { x } from './lib';\nimport { Rec } from /* the record */ './types';\nexport const c: Rec = { id: x };\n",
  'tmpl.js': "import { x } from './lib';\nconst { Rec } = require(`./types`);\nmodule.exports = { x, Rec };\n",
  'escaped.ts': "import { Rec } from '.\\x2ftypes';\nexport const e: Rec = { id: '3' };\n",
  'message.ts': "import { x } from './lib';\nexport const Rec = `./${x}\\n`;\n",
  'lib.ts': 'export const x = 1;\n',
};
const files = Object.keys(texts).map((f) => path.join(dir, f));
const at = (name: string): string => path.join(dir, name);
const read = (file: string): string | undefined => texts[path.basename(file)];

describe('TextReach', () => {
  const reach = new TextReach(new ModuleResolver(files), read);

  test('follows specifiers through files, in any quote, past comments and escapes', () => {
    expect(reach.reaches(at('user.ts'), at('types.ts'))).toBe(true); // through the barrel
    expect(reach.reaches(at('comment.ts'), at('types.ts'))).toBe(true);
    expect(reach.reaches(at('tmpl.js'), at('types.ts'))).toBe(true);
    expect(reach.reaches(at('escaped.ts'), at('types.ts'))).toBe(true);
  });

  test('a file whose specifiers lead elsewhere does not reach the module', () => {
    expect(reach.reaches(at('message.ts'), at('types.ts'))).toBe(false);
    expect(reach.reaches(at('lib.ts'), at('types.ts'))).toBe(false);
    expect(reach.reaches(at('types.ts'), at('user.ts'))).toBe(false);
  });

  test('answers kept from earlier walks (a cycle, several modules, any order) are those of a fresh walk', () => {
    const graph: Record<string, string> = {
      'a.ts': "import './b';\n",
      'b.ts': "import './a';\nimport './lib';\n",
      'c.ts': "import './a';\n",
      'd.ts': "import './b';\nimport './m';\n",
      'lib.ts': '',
      'm.ts': "import './c';\n",
    };
    const all = Object.keys(graph).map((f) => path.join(dir, f));
    const readGraph = (file: string): string | undefined => graph[path.basename(file)];
    const fresh = (from: string, module: string) => new TextReach(new ModuleResolver(all), readGraph).reaches(from, module);
    const pairs = all.flatMap((from) => all.map((module) => [from, module] as const));
    for (const order of [pairs, [...pairs].reverse()]) {
      const kept = new TextReach(new ModuleResolver(all), readGraph);
      for (const [from, module] of order) expect([from, module, kept.reaches(from, module)]).toEqual([from, module, fresh(from, module)]);
    }
    expect(fresh(at('a.ts'), at('m.ts'))).toBe(false);
    expect(fresh(at('d.ts'), at('m.ts'))).toBe(true);
    expect(fresh(at('m.ts'), at('m.ts'))).toBe(false);
    expect(fresh(at('a.ts'), at('a.ts'))).toBe(true); // through b.ts
  });

  test('escapes are read as the parser reads them', () => {
    expect(cooked('.\\/a\\x2eb\\u002ec\\u{2e}d')).toBe('./a.b.c.d');
    expect(cooked('a\\\nb\\tc')).toBe('ab\tc');
  });
});

describe('Declarations.importers', () => {
  afterEach(() => jest.restoreAllMocks());

  test('parses only the files holding the word whose imports can reach the module', () => {
    const parsed: string[] = [];
    const real = parse.parseModuleToCheck;
    jest.spyOn(parse, 'parseModuleToCheck').mockImplementation((source, file) => {
      parsed.push(path.basename(file));
      return real(source, file);
    });
    const declarations = new Declarations(new ModuleResolver(files), files, read);
    const found = declarations.importers(at('types.ts'), 'Rec', 'Rec').map((i) => [path.basename(i.path), i.locals]);
    expect(found).toEqual([
      ['user.ts', ['Rec']],
      ['comment.ts', ['Rec']],
      ['tmpl.js', ['Rec']],
    ]);
    // message.ts holds the word and imports a module of the run, but none that leads to types.ts.
    expect(parsed).not.toContain('message.ts');
  });
});
