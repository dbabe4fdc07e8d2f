/**
 * Output compiles if input did (issue 21): every TypeScript fixture is type-checked as written
 * (input) and as the transforms leave it (the output the fixture tests pin), each side in one
 * program of TypeScript's compiler API, and the output may have no diagnostic its input had not.
 * Diagnostics are compared per file by code and message, not by position (inserted markers move
 * every line below them) nor by count (a rewrite that reads an untyped value twice, `x.a?.[0] ?? x`,
 * repeats the error the input already had about it).
 *
 * Cases: `__testfixtures__/<id>/<case>.input.<ts|tsx|mts|cts>` with its output (decoys are their own
 * output), each a module of its own (moduleDetection: force); and each project case under
 * __testfixtures__/project/, its TypeScript files in one folder so that its modules import each other
 * (a type one module declares and another reads: the edits of a follow-up). Packages (`cloudflare`,
 * `axios`, `zod`) are not installed for the programs: an import of one fails alike on both sides and
 * its values are `any`. The standard library is ES2022's, read once, not checked (skipLibCheck) and
 * shared by both programs; the globals of Node and of the Web platform a rewrite may bring in
 * (`FormData`, `fetch`, `process`) are declared `any` in a stub (GLOBALS), which costs a 30th of the
 * DOM's and Node's declarations.
 */
import * as fs from 'fs';
import * as path from 'path';
import * as ts from 'typescript';

const FIXTURES = path.join(__dirname, '..', '__testfixtures__');
const TS = /\.(?:ts|tsx|mts|cts)$/;
/** Where the programs see the fixtures: a root no real file lives under. */
const ROOT = '/cf-codemod-fixtures';

/** Node's and the Web platform's globals, as `any`: the fixtures' code and the rewrites' use them, never their types. */
const GLOBALS = `${ROOT}/globals.d.ts`;
const GLOBALS_TEXT = `export {};
declare global {
  var process: any, module: any, exports: any, require: any, console: any, Buffer: any, __dirname: string;
  var fetch: any, Request: any, Response: any, Headers: any, FormData: any, Blob: any, File: any;
  var URL: any, URLSearchParams: any, AbortController: any, TextEncoder: any, TextDecoder: any, crypto: any;
  var setTimeout: any, clearTimeout: any, setInterval: any, clearInterval: any, structuredClone: any;
  type RequestInit = any;
  type Response = any;
  type Request = any;
  type Headers = any;
  type HeadersInit = any;
  type URL = any;
  type FormData = any;
  type Blob = any;
}
`;

interface Side {
  input: Map<string, string>;
  output: Map<string, string>;
}

/** Every TypeScript fixture file, as written and as migrated, by the path the programs see it at; and each case's files. */
function fixtureFiles(): { files: Side; cases: Map<string, string[]> } {
  const files: Side = { input: new Map([[GLOBALS, GLOBALS_TEXT]]), output: new Map([[GLOBALS, GLOBALS_TEXT]]) };
  const cases = new Map<string, string[]>();
  for (const id of fs.readdirSync(FIXTURES).sort()) {
    if (id === 'project') continue;
    const dir = path.join(FIXTURES, id);
    for (const f of fs.readdirSync(dir).sort()) {
      const m = /^(.*)\.input\.((?:ts|tsx|mts|cts))$/.exec(f);
      const output = m && path.join(dir, `${m[1]}.output.${m[2]}`);
      if (!m || !fs.existsSync(output!)) continue; // a decoy is its own output
      const at = `${ROOT}/${id}/${m[1]}.${m[2]}`;
      files.input.set(at, fs.readFileSync(path.join(dir, f), 'utf8'));
      files.output.set(at, fs.readFileSync(output!, 'utf8'));
      cases.set(`${id}/${m[1]}.${m[2]}`, [at]);
    }
  }
  const projects = path.join(FIXTURES, 'project');
  for (const name of fs.readdirSync(projects).sort()) {
    const at: string[] = [];
    for (const rel of filesUnder(path.join(projects, name, 'input')).filter((f) => TS.test(f))) {
      const output = path.join(projects, name, 'output', rel);
      const input = fs.readFileSync(path.join(projects, name, 'input', rel), 'utf8');
      const file = `${ROOT}/project/${name}/${rel}`;
      files.input.set(file, input);
      files.output.set(file, fs.existsSync(output) ? fs.readFileSync(output, 'utf8') : input);
      at.push(file);
    }
    if (at.length > 0) cases.set(`project/${name}`, at);
  }
  return { files, cases };
}

function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.Preserve,
  lib: ['lib.es2022.d.ts'],
  types: [],
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  allowImportingTsExtensions: true,
  experimentalDecorators: true,
};

/** Standard library files, parsed once for both programs. */
const libraries = new Map<string, ts.SourceFile>();

/** A program over the fixture files of one side: they exist only in memory; the library is TypeScript's own. */
function programOf(files: Map<string, string>): ts.Program {
  const host = ts.createCompilerHost(OPTIONS, true);
  const real = { getSourceFile: host.getSourceFile.bind(host), fileExists: host.fileExists.bind(host), readFile: host.readFile.bind(host) };
  const mine = (file: string) => file.startsWith(`${ROOT}/`);
  host.getSourceFile = (file, language) => {
    if (mine(file)) {
      const text = files.get(file);
      return text === undefined ? undefined : ts.createSourceFile(file, text, language);
    }
    let lib = libraries.get(file);
    if (!lib) {
      lib = real.getSourceFile(file, language);
      if (lib) libraries.set(file, lib);
    }
    return lib;
  };
  host.fileExists = (file) => (mine(file) ? files.has(file) : !file.includes('node_modules') && real.fileExists(file));
  host.readFile = (file) => (mine(file) ? files.get(file) : real.readFile(file));
  host.directoryExists = (dir) => (mine(`${dir}/`) ? [...files.keys()].some((f) => f.startsWith(`${dir}/`)) : !dir.includes('node_modules') && ts.sys.directoryExists(dir));
  host.getCurrentDirectory = () => ROOT;
  return ts.createProgram({ rootNames: [...files.keys()], options: OPTIONS, host });
}

/** A file's diagnostics as `TS<code> <message>` (no position), with the line of each for the failure message. */
function diagnosticsOf(program: ts.Program, file: string): Array<{ key: string; line: number }> {
  const sf = program.getSourceFile(file)!;
  return [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)].map((d) => ({
    key: `TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    line: d.start === undefined ? 0 : sf.getLineAndCharacterOfPosition(d.start).line + 1,
  }));
}

/** The output's diagnostics its input had not, each with its line in the output. */
function newDiagnostics(before: ts.Program, after: ts.Program, file: string): string[] {
  const had = new Set(diagnosticsOf(before, file).map((d) => d.key));
  return diagnosticsOf(after, file)
    .filter((d) => !had.has(d.key))
    .map((d) => `${file.slice(ROOT.length + 1)}:${d.line} ${d.key}`);
}

const { files, cases } = fixtureFiles();
let before: ts.Program;
let after: ts.Program;

beforeAll(() => {
  before = programOf(files.input);
  after = programOf(files.output);
});

test('the fixtures are many, and each side type-checks in one program', () => {
  expect(cases.size).toBeGreaterThan(100);
  expect(before.getRootFileNames()).toEqual([...files.input.keys()]);
  expect(after.getRootFileNames()).toEqual([...files.output.keys()]);
});

describe('the output has no diagnostic its input had not', () => {
  for (const [name, at] of cases) {
    test(name, () => {
      expect(at.flatMap((file) => newDiagnostics(before, after, file))).toEqual([]);
    });
  }
});
