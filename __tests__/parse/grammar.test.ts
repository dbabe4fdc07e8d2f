/**
 * Every file Babel and TypeScript 5 accept parses (issue 21): syntax @babel/parser 7 reads only with
 * a plugin or a grammar variant, each in a file that also calls a deprecated endpoint, so the file is
 * parsed, rewritten and printed whole (the syntax kept byte for byte around the edit). What the
 * parser cannot read fails with a message that says what to do, never with the name of a parser plugin.
 */
import { processSource } from '../../src/runner/process';
import { parseHint } from '../../src/parse/parse-hints';
import { findTransform } from '../../transforms';
import type { Transform } from '../../src/types';

const pageShield = findTransform('page-shield-route') as Transform;
const CALL = "export const scripts = () => fetch('https://api.cloudflare.com/client/v4/zones/z/script_monitor/scripts');\n";

function migrate(source: string, file: string) {
  return processSource({ input: source, filePath: file, transforms: [pageShield], options: { markers: true, config: {}, displayPath: file } });
}

const ACCEPTED: Array<[string, string, string]> = [
  ['`accessor` fields', 'a.ts', 'class Store {\n  accessor count = 0;\n  static accessor shared: number = 1;\n  @observed accessor name = "";\n}\n'],
  ['`abstract accessor`', 'a.ts', 'abstract class Base {\n  abstract accessor size: number;\n  protected abstract accessor label: string;\n}\n'],
  ['`export @dec class` (standard decorators)', 'a.ts', '@sealed\nclass Inner {}\nexport @register("zones") class Zones {\n  @logged method() {}\n}\n'],
  ['`export default @dec class`', 'a.ts', 'export default @register class Zones {}\n'],
  ['legacy parameter decorators (experimentalDecorators)', 'a.ts', '@Injectable()\nexport class Service {\n  constructor(@Inject(TOKEN) private readonly token: string) {}\n}\n'],
  ['`import … assert { type: "json" }`', 'a.ts', "import zones from './zones.json' assert { type: 'json' };\n"],
  ['`import … with { type: "json" }`', 'a.ts', "import zones from './zones.json' with { type: 'json' };\nexport * as more from './more.json' with { type: 'json' };\n"],
  // Valid since ES2019; recast's copy of the text once turned them into newlines (an unterminated string).
  ['a line and a paragraph separator (U+2028, U+2029) in string literals', 'a.js', "const caption = 'zones\u2028seen', note = \"a\u2029b\";\n"],
  ['a line separator (U+2028) in a TypeScript string literal', 'a.ts', "const caption: string = 'zones\u2028seen';\n"],
  ['`accessor` in JavaScript', 'a.js', 'class Store {\n  accessor count = 0;\n}\n'],
  ['`export @dec class` in JavaScript', 'a.mjs', 'export @register class Zones {}\n'],
  ['a Flow file (`// @flow`, `import type`)', 'a.js', '// @flow\nimport type { Zone } from "./types";\nimport { type Record, load } from "./records";\nexport type Id = string;\nfunction label(zone: Zone, id: ?Id): string {\n  return (zone.name: any) + String(id);\n}\nconst view = <Label zone={label} />;\n'],
  ['a Flow file without its pragma', 'a.js', 'import type { Zone } from "./types";\nopaque type Token = string;\nfunction name(zone: Zone): string { return zone.name; }\n'],
  ['`@flow strict` in a block comment', 'a.jsx', '/**\n * Zones.\n * @flow strict\n */\nexport type Exact = {| id: string |};\n'],
  ['TypeScript 5 forms: const type parameters, `satisfies`, `using`, `export type *`', 'a.ts', "export type * from './types';\nfunction first<const T extends readonly unknown[]>(xs: T): T[0] { return xs[0]; }\nconst c = { a: 1 } satisfies Record<string, number>;\nasync function f() {\n  await using handle = open();\n}\n"],
];

describe('parses and migrates', () => {
  for (const [what, file, code] of ACCEPTED) {
    test(what, () => {
      const result = migrate(code + CALL, file);
      expect(result.error).toBeUndefined();
      expect(result.output).toBe(code + CALL.replace('script_monitor', 'page_shield'));
    });
  }
});

/** Texts the parser cannot read: the error says what the file holds and what to do, not which parser plugin to enable. */
const REFUSED: Array<[string, string, string, RegExp]> = [
  ['a proposal (the pipeline operator)', 'a.js', 'const x = zones |> format(%);\n', /^could not parse: proposal syntax \("pipelineOperator"\) \(1:17\): neither TypeScript 5 nor standard JavaScript accepts it, .*--ignore-pattern/],
  ['JSX in a .ts file', 'a.ts', 'const view = <Zone id="z" />;\n', /JSX in a \.ts file, .*rename the file to \.tsx/],
  ['TypeScript in a .js file', 'a.js', 'const id = zone as string;\n', /TypeScript syntax in a JavaScript file, .*rename the file/],
  ['Flow syntax Babel 7 does not read (component syntax)', 'a.js', '// @flow\ncomponent Zone(id: string) { return null; }\n', /a Flow file with syntax @babel\/parser 7 does not read .*flow-remove-types/],
];

describe('says what to do with what it cannot read', () => {
  for (const [what, file, code, hint] of REFUSED) {
    test(what, () => {
      const result = migrate(code + CALL, file);
      expect(result.error).toMatch(/^could not parse: .* \(\d+:\d+\): /);
      expect(result.error).toMatch(hint);
      expect(result.error).not.toMatch(/parser plugin/);
    });
  }

  test('a name exported twice in a .js file: the parser\'s own message, no rename', () => {
    const result = migrate('export { a };\nexport { a };\nconst a = 1;\n' + CALL, 'a.js');
    expect(result.error).toMatch(/^could not parse: `a` has already been exported\. .*\(2:10\)/);
    expect(result.error).not.toMatch(/TypeScript|rename/);
  });

  test('no advice to rename unless the other dialect\'s parse reads the text', () => {
    const never = () => false;
    expect(parseHint('js', 'const id = zone as string;\n', 'Missing semicolon.', { readsAs: never })).toBeUndefined();
    expect(parseHint('ts', 'const view = <Zone id="z" />;\n', 'Unterminated regular expression.', { readsAs: never })).toBeUndefined();
    expect(parseHint('js', 'const id = zone as string;\n', 'Missing semicolon.', { readsAs: () => true })).toMatch(/rename the file/);
    // A name exported twice is JavaScript's own fault, not TypeScript syntax: no rename is advised, the parser's message stands.
    expect(parseHint('js', 'export { a };\nexport { a };\nconst a = 1;\n', '`a` has already been exported.', { readsAs: () => true })).toBeUndefined();
    expect(parseHint('js', 'export default 1;\nexport default 2;\n', 'Only one default export allowed per module.', { readsAs: () => true })).toBeUndefined();
  });

  test('a plain syntax error keeps the parser\'s message and position, with no hint', () => {
    const result = migrate(`const a = 1 +;\n${CALL}`, 'a.ts');
    expect(result.error).toBe('could not parse: Unexpected token (1:14)');
  });
});
