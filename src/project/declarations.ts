import { readTextBounded } from '../bounded-read';
import * as path from 'path';
import type { Program, Statement } from '@babel/types';
import { parseModuleToCheck } from '../parse/parse';
import { stripBom } from '../parse/bom';
import { moduleLinks, type ModuleLinks } from './module-links';
import type { ModuleResolver } from './resolve';
import { WordFiles } from './word-files';
import { TextReach } from './text-reach';
import { usesNamespaceFor } from './namespace-uses';
import { unboundReach } from './unbound-requires';
import { someNode } from './walk';
import { packageEntriesOf, type PackageCache, type PackageEntries } from './public-entry';
import { memberKey, returnedType, writtenMembers, type TypeDeclaration } from '../ast/type-declarations';
import { commonJsExportName, keyName, unwrap, type MaybeNode } from '../ast/syntax';
import { WHOLE_EXPORT } from '../ast/commonjs-exports';
import { INLINE_EXPORT, moduleExports } from '../ast/module-exports';

/*
 * Where a name a module exports is declared among the run's files, following what TypeScript
 * follows: `export * from`, `export { a as b } from`, `export type { X } from`, and a name imported
 * then exported (`import { X } from './x'; export { X }`). And the reverse: which files of the run
 * import a module's declaration, directly or through such re-exports. Transforms ask it (through
 * `ctx.modules`) when they edit a type another module uses: a record type is changed where it is
 * declared, and kept where other modules still read what it declares.
 */

/** A module's top level as far as names go: its links, what it declares, what it exports by local name. */
interface Summary {
  program: Program;
  links: ModuleLinks;
  /** Names declared at the top level (interfaces, type aliases, classes, enums, functions, variables), with what declares them. */
  declared: Map<string, DeclarationKind>;
  /** `export { local as exported }` (no source) and `export interface X`: exported name → local name. */
  exportsLocal: Map<string, string>;
  /** The property names written in each interface and type-literal alias declared at the top level. */
  members: Map<string, string[]>;
  /** For each class declared at the top level: the type each method is written to return (see classReturns). */
  classes: Map<string, Map<string, WrittenReturn>>;
  /** For each function declared at the top level (a declaration, or a const holding an arrow or function): the type it is written to return. */
  functions: Map<string, WrittenReturn>;
  /** Names a CommonJS export gives a value written in place (`exports.tunnels = (p) => …`, `module.exports.Cf = {…}`), exported by no other form: declared there under that name (src/ast/top-level.ts reads the value). */
  inlineNamed: Set<string>;
  /** Whether an importer's default is the namespace of the module's names (`export default { f }`, `module.exports = { f }`: src/ast/module-exports.ts). */
  namespaceDefault: boolean;
}

/** A return type as written: `T`, `T[]`, `Promise<T>`, `Promise<T[]>` (`list` for the arrays), T by its name in the module. */
type WrittenReturn = { name: string; list: boolean };

/** A top-level name `local` of `module` (summarised as `s`), `depth` steps into the search; `seen`: the modules followed. */
interface LocalRead {
  module: string;
  s: Summary;
  local: string;
  seen: Set<string>;
  depth: number;
}

/** A function or method of `module` written to return a type (`written`); `owner`: the function or class itself. */
interface ReturnRead {
  module: string;
  s: Summary;
  written: WrittenReturn;
  owner: string;
  depth: number;
}

/** Whether `file` (summarised as `s`) imports the declaration `name` of `module`; `reach`: also the ways it may receive it otherwise. */
interface ImportsQuery {
  file: string;
  s: Summary;
  module: string;
  name: string;
  reach: boolean;
}

/** An interface, a type alias, or anything else (a class, an enum, a function, a variable). */
export type DeclarationKind = 'interface' | 'alias' | 'other';

export interface Declaration {
  /** Absolute path of the declaring module. */
  module: string;
  /** The name it is declared with there. */
  name: string;
  kind: DeclarationKind;
  /** For an interface or an alias of a type literal: the property names written in it (not inherited ones). */
  members?: string[];
  /**
   * For a class: the methods written to return a type declared in the run's files (`T`, `T[]`,
   * `Promise<T>`, `Promise<T[]>`, `list` for the arrays), by method name, with where T is declared
   * (followed from the class's module as an import of it would be).
   */
  returns?: Record<string, { list: boolean; type: Declaration }>;
  /** For a function (a declaration, or a const holding an arrow or function): the type it is written to return, as `returns` gives a method's. */
  returned?: { list: boolean; type: Declaration };
}

const MAX_DEPTH = 16;

/** `import('./types')` in a type (`import('./types').Rec`), a dynamic import or a JSDoc comment. */
const IMPORT_TYPE = /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)(?:\s*\.\s*([\w$]+))?/g;

function declaredNames(statement: Statement): Array<[string, DeclarationKind]> {
  const d = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
  if (!d) return [];
  if (d.type === 'VariableDeclaration') return d.declarations.flatMap((x): Array<[string, DeclarationKind]> => (x.id.type === 'Identifier' ? [[x.id.name, 'other']] : []));
  const kind: DeclarationKind = d.type === 'TSInterfaceDeclaration' ? 'interface' : d.type === 'TSTypeAliasDeclaration' ? 'alias' : 'other';
  const id = 'id' in d ? d.id : undefined;
  return id?.type === 'Identifier' && /Declaration$/.test(d.type) ? [[id.name, kind]] : [];
}

/** The property names written in an interface or a type-literal alias (`a`, `'b'`); undefined for other declarations. */
function writtenMemberNames(statement: Statement): string[] | undefined {
  const d = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
  if (d?.type !== 'TSInterfaceDeclaration' && d?.type !== 'TSTypeAliasDeclaration') return undefined;
  // Babel's node and the recast one the engine reads are the same shape.
  return writtenMembers(d as unknown as TypeDeclaration)?.flatMap((m) => memberKey(m) ?? []);
}

/**
 * What the instance methods of a class declaration are written to return, by name: `get(): Promise<T[]>`,
 * also a field holding an arrow or function (`get = async (): Promise<T> => …`). Methods with no return
 * type, or another one (`Promise<void>`, a union, `NS.T`), are left out.
 */
function classReturns(statement: Statement): [string, Map<string, WrittenReturn>] | undefined {
  const d = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
  if (d?.type !== 'ClassDeclaration' || !d.id) return undefined;
  const out = new Map<string, WrittenReturn>();
  for (const m of d.body.body) {
    if (m.type !== 'ClassMethod' && m.type !== 'ClassProperty') continue;
    const name = m.computed || m.static ? undefined : keyName(m as never);
    const fn = m.type === 'ClassMethod' ? (m.kind === 'method' ? m : undefined) : m.value?.type === 'ArrowFunctionExpression' || m.value?.type === 'FunctionExpression' ? m.value : undefined;
    const returned = fn && returnedType(fn);
    if (name && returned) out.set(name, returned);
  }
  return [d.id.name, out];
}

/**
 * What the top-level functions of a statement are written to return, as classReturns says it of
 * methods: `function list(): Promise<T[]>`, `const list = async (): Promise<T[]> => …`, `const get =
 * function (): T {…}`. Functions with no such return type are left out.
 */
function functionReturns(statement: Statement): Array<[string, WrittenReturn]> {
  const d = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
  if (d?.type === 'FunctionDeclaration' || d?.type === 'TSDeclareFunction') {
    const returned = d.id ? returnedType(d) : undefined;
    return d.id && returned ? [[d.id.name, returned]] : [];
  }
  if (d?.type !== 'VariableDeclaration' || d.kind !== 'const') return [];
  return d.declarations.flatMap((x): Array<[string, WrittenReturn]> => {
    const fn = x.init?.type === 'ArrowFunctionExpression' || x.init?.type === 'FunctionExpression' ? x.init : undefined;
    const returned = fn && x.id.type === 'Identifier' ? returnedType(fn) : undefined;
    return returned && x.id.type === 'Identifier' ? [[x.id.name, returned]] : [];
  });
}

function summarize(program: Program): Summary {
  const declared = new Map<string, DeclarationKind>();
  const members = new Map<string, string[]>();
  const classes = new Map<string, Map<string, WrittenReturn>>();
  const functions = new Map<string, WrittenReturn>();
  for (const s of program.body ?? []) {
    const cls = classReturns(s);
    if (cls && !classes.has(cls[0])) classes.set(...cls);
    // Overloads declare a name more than once: the first written return type stands.
    for (const [name, returned] of functionReturns(s)) if (!functions.has(name)) functions.set(name, returned);
    // An interface merges with a later one of its name; what is declared first says what it is.
    for (const [name, kind] of declaredNames(s)) if (!declared.has(name)) declared.set(name, kind);
    const written = writtenMemberNames(s);
    const [first] = declaredNames(s);
    if (written && first) members.set(first[0], [...(members.get(first[0]) ?? []), ...written]);
  }
  // What the module exports by name (src/ast/module-exports.ts): ES forms, `export = f`, CommonJS; a
  // function written inline in the default or whole export is declared under INLINE_EXPORT so its
  // importers can be found.
  const exported = moduleExports(program);
  if (exported.inline && !declared.has(INLINE_EXPORT)) declared.set(INLINE_EXPORT, 'other');
  const exportsLocal = exported.locals;
  const inlineNamed = new Set([...inlineCommonJs(program)].filter((name) => !exportsLocal.has(name)));
  return { program, links: moduleLinks(program), declared, exportsLocal, members, classes, functions, inlineNamed, namespaceDefault: exported.namespaceDefault };
}

/** The names top-level CommonJS exports give values written in place (`exports.a = (…) => …`, `module.exports.Cf = {…}`): not a name of the module's. */
function inlineCommonJs(program: Program): Set<string> {
  const out = new Set<string>();
  for (const s of program.body) {
    if (s.type !== 'ExpressionStatement' || s.expression.type !== 'AssignmentExpression' || s.expression.operator !== '=') continue;
    const name = commonJsExportName(s.expression.left as MaybeNode);
    if (name !== undefined && unwrap(s.expression.right as MaybeNode)?.type !== 'Identifier') out.add(name);
  }
  return out;
}

/** The run's modules seen through their names; one per run and thread (texts are read once). */
export class Declarations {
  private readonly summaries = new Map<string, Summary | null>();
  /** By module and class: what its methods return (see returnsOf). */
  private readonly classReturns = new Map<string, Declaration['returns'] | null>();
  /** The files holding a word that name a module of the run, and the texts as read (word-files.ts). */
  private readonly words: WordFiles;
  /** Whether a file's spelled imports can lead to a module (text-reach.ts): a file from which none does is not parsed. */
  private readonly spelled: TextReach;
  /** By module exporting, declaring module and name: the names it is exported under (see exposedAs). */
  private readonly exposed = new Map<string, string[]>();
  /** package.json files by folder, and by package folder the modules its public entry reaches (see publicPackage). */
  private readonly packages: PackageCache = new Map();
  private readonly published = new Map<string, Set<string>>();
  /** By module: whether a file of the run reaches it unbound (see unboundReaders). */
  private readonly unbound = new Map<string, boolean>();
  /** By module: the files that may read it (see readersOf). */
  private readonly readers = new Map<string, string[]>();

  constructor(
    private readonly resolver: ModuleResolver,
    private readonly files: readonly string[],
    /** A file's text (the run's reader); undefined when it cannot be read. */
    read: (file: string) => string | undefined = readText,
    /** Whether the project index found the file naming no module of the run, unchanged since (see WordFiles). */
    knownUnlinked?: (file: string) => boolean,
    /** The text the project index read of a file naming a module of the run, unchanged since (see WordFiles). */
    indexText?: (file: string, maxBytes: number) => { text: string; links: boolean } | undefined,
  ) {
    this.words = new WordFiles(files, resolver, read, knownUnlinked, indexText && ((file) => indexText(file, MAX_BYTES)));
    this.spelled = new TextReach(resolver, (file) => this.words.text(file));
  }

  /** A file's text, read once (see WordFiles). */
  private read(file: string): string | undefined {
    return this.words.text(file);
  }

  private summary(file: string): Summary | undefined {
    let s = this.summaries.get(file);
    if (s === undefined) {
      const text = this.read(file);
      try {
        s = text === undefined ? null : summarize(parseModuleToCheck(stripBom(text).text, file).program);
      } catch {
        s = null; // a module that does not parse declares nothing we can follow
      }
      this.summaries.set(file, s);
    }
    return s ?? undefined;
  }

  /** A module's program as its text was read (see RunModules.program). */
  programOf(file: string): Program | undefined {
    return this.summary(file)?.program;
  }

  /** Where `name`, imported by `from` from `spec`, is declared; undefined when the chain leaves the run's files. */
  declaration(from: string, spec: string, name: string): Declaration | undefined {
    const target = this.resolver.resolve(from, spec);
    return target === undefined || target === from ? undefined : this.exported(target, name, new Set());
  }

  /** Where the name a module exports as `name` is declared. */
  exported(module: string, name: string, seen: Set<string>, depth = 0): Declaration | undefined {
    const key = `${module}\0${name}`;
    if (seen.has(key) || depth > MAX_DEPTH) return undefined;
    seen.add(key);
    const s = this.summary(module);
    if (!s) return undefined;
    const local = s.exportsLocal.get(name);
    if (local !== undefined) return this.local({ module, s, local, seen, depth });
    if (s.inlineNamed.has(name)) return { module, name, kind: 'other' };
    for (const r of s.links.reexports) {
      if (r.imported === '*' && r.exported !== '*') continue; // `export * as ns from`: a namespace, not a declaration
      if (r.exported !== '*' && r.exported !== name) continue;
      const target = this.resolver.resolve(module, r.spec);
      if (target === undefined || target === module) continue;
      const found = this.exported(target, r.exported === '*' ? name : r.imported, seen, depth + 1);
      if (found) return found;
    }
    return undefined;
  }

  /** A top-level name of `module`: declared there, or imported (then followed). */
  private local({ module, s, local, seen, depth }: LocalRead): Declaration | undefined {
    const kind = s.declared.get(local);
    const members = s.members.get(local);
    if (kind) {
      const returns = kind === 'other' ? this.returnsOf(module, s, local, depth) : undefined;
      const written = kind === 'other' ? s.functions.get(local) : undefined;
      const returned = written && this.returnedType({ module, s, written, owner: local, depth });
      return { module, name: local, kind, ...(members ? { members } : {}), ...(returns ? { returns } : {}), ...(returned ? { returned } : {}) };
    }
    const binding = s.links.imports.find((b) => b.local === local);
    if (!binding || binding.imported === '*' || binding.imported === 'default') return undefined;
    const target = this.resolver.resolve(module, binding.spec);
    return target === undefined || target === module ? undefined : this.exported(target, binding.imported, seen, depth + 1);
  }

  /** What the methods of the class `name` declared in `module` return, when they are types of the run (see Declaration.returns); once per class. */
  private returnsOf(module: string, s: Summary, name: string, depth: number): Declaration['returns'] {
    const methods = s.classes.get(name);
    if (!methods || methods.size === 0) return undefined;
    const key = `${module}\0${name}`;
    if (this.classReturns.has(key)) return this.classReturns.get(key) ?? undefined;
    this.classReturns.set(key, null); // a class whose method returns the class itself
    const out: NonNullable<Declaration['returns']> = {};
    for (const [method, written] of methods) {
      const returned = this.returnedType({ module, s, written, owner: name, depth });
      if (returned) out[method] = returned;
    }
    const found = Object.keys(out).length > 0 ? out : undefined;
    this.classReturns.set(key, found ?? null);
    return found;
  }

  /**
   * Where the type a function or method of `module` is written to return is declared (followed from
   * `module` as an import of it would be); `owner`, the function or class itself, is no such type.
   */
  private returnedType({ module, s, written, owner, depth }: ReturnRead): { list: boolean; type: Declaration } | undefined {
    const type = written.name === owner ? undefined : this.local({ module, s, local: written.name, seen: new Set(), depth: depth + 1 });
    return type ? { list: written.list, type } : undefined;
  }

  /**
   * The run's files (other than the declaring module) whose text holds `word` and that import the
   * declaration `name` of `module`, directly or through re-exports, or a class with a method or a
   * function written to return it (see Declaration.returns, Declaration.returned): each with its parsed program and the local names the
   * declaration has there (none for a file that only receives it from such a method). A namespace
   * import of a module that exports it (`import * as dns`, `import dns = require(…)`, a namespace
   * re-exported as `export * as dns from`) counts when the file uses it for the declaration
   * (`dns.Rec`) or bare; its local is then `dns.Rec`. `name` `*` stands for every name the module declares.
   * With `reach`, also files that may hold values of it without naming it: those that import a value
   * the module declares (a function returning one, a const typed with it) and those that name a module
   * exporting it in an import type or a dynamic import (`import('./types').Rec`, also in JSDoc).
   * A file is parsed only when its text holds `word` and names a module of the run.
   */
  importers(module: string, name: string, word: string, options: { reach?: boolean } = {}): Array<{ path: string; program: unknown; locals: string[] }> {
    const out: Array<{ path: string; program: unknown; locals: string[] }> = [];
    for (const file of this.holdersReaching(module, word)) {
      const s = this.summary(file);
      if (!s) continue;
      const { locals, receives } = this.imports({ file, s, module, name, reach: options.reach === true });
      if (locals.length > 0 || receives) out.push({ path: file, program: s.program, locals });
    }
    return out;
  }

  /**
   * Whether a file of the run reaches the declaration `name` of `module` other than through the
   * top-level imports `importers` reads (a `require` inside a function or read inline, a dynamic
   * `import()`, a namespace passed on bare: unbound-requires.ts), of the module or of one exporting
   * it (a barrel): its readers there are not known. Once per module: any barrel of its declarations
   * counts (asked per name, the walks of every file reaching it took longer than the reads they guard).
   * With `calls` (asked for the call sites of its declarations), `const f = require('./m')` of a module
   * exporting a declaration whole binds that declaration, whose uses `importers` reads: no namespace.
   */
  unboundReaders(module: string, options: { calls?: boolean } = {}): boolean {
    const key = options.calls ? `${module}\0calls` : module;
    const name = '*';
    let known = this.unbound.get(key);
    if (known !== undefined) return known;
    known = false;
    const leadsTo = (file: string, spec: string): boolean => {
      const t = this.resolver.resolve(file, spec);
      return t !== undefined && t !== file && (t === module || this.exposedAs(t, module, name).length > 0);
    };
    for (const file of this.readersOf(module)) {
      const text = this.read(file) ?? '';
      if (!text.includes('require') && !text.includes('import')) continue;
      const s = this.summary(file);
      // `module.exports = require('./paths')`: no unknown reader when its importers are followed through it, or none reaches it.
      const barrel = (): boolean => this.exposedAs(file, module, name).length > 0 || !this.files.some((f) => f !== file && this.spelled.reaches(f, file));
      const whole = (spec: string): boolean => {
        const t = this.resolver.resolve(file, spec);
        return t !== undefined && this.exported(t, WHOLE_EXPORT, new Set()) !== undefined;
      };
      const namespaceDefault = (spec: string): boolean => {
        const t = this.resolver.resolve(file, spec);
        return t !== undefined && this.namespaceOf(t, 'default', new Set()) !== undefined;
      };
      if (s && unboundReach(s.program, (spec) => leadsTo(file, spec), barrel, options.calls ? whole : undefined, namespaceDefault)) {
        known = true;
        break;
      }
    }
    this.unbound.set(key, known);
    return known;
  }

  /** The words the next questions of `importers` (or `reexportedAs`) will hold: the run's files are scanned for all of them at once (see WordFiles.prepare). */
  expectWords(words: readonly string[]): void {
    this.words.prepare(words);
  }

  /** How `file` imports the declaration `name` of `module` (see importers): the local names it has there, and whether the file receives it otherwise. */
  private imports({ file, s, module, name, reach }: ImportsQuery): { locals: string[]; receives: boolean } {
    const locals: string[] = [];
    let receives = false;
    const matches = (d: Declaration | undefined): boolean => d?.module === module && (name === '*' || d.name === name);
    for (const b of s.links.imports) {
      const target = this.resolver.resolve(file, b.spec);
      if (target === undefined || target === file) continue;
      // `const f = require('./m')`, `import f = require('./m')`: the module's whole export when it has one (`module.exports = f`, `export = f`), else its namespace.
      const whole = b.commonjs ? this.exported(target, WHOLE_EXPORT, new Set()) : undefined;
      if (whole) {
        if (matches(whole)) locals.push(b.local);
        continue;
      }
      const namespace = b.imported === '*' ? target : this.namespaceOf(target, b.imported, new Set());
      if (namespace !== undefined) {
        const names = this.exposedAs(namespace, module, name);
        if (names.length > 0 && usesNamespaceFor(s.program, b.local, names)) locals.push(...names.map((n) => `${b.local}.${n}`));
        continue;
      }
      const d = this.exported(target, b.imported, new Set());
      if (matches(d)) locals.push(b.local);
      // A class whose methods hand the declaration out: the file holds values of it without naming it.
      else if ([...Object.values(d?.returns ?? {}), ...(d?.returned ? [d.returned] : [])].some((r) => matches(r.type))) receives = true;
      // A value of the declaring module whose declaration names the type may be of it (`firstOrigin()` returning `x as Rec`).
      else if (reach && d?.module === module && d.kind === 'other' && this.namesIn(module, d.name, name)) receives = true;
    }
    if (reach && !receives && locals.length === 0) {
      const text = this.read(file) ?? '';
      for (const m of text.matchAll(IMPORT_TYPE)) {
        const target = this.resolver.resolve(file, m[2]);
        const names = target === undefined || target === file ? [] : this.exposedAs(target, module, name);
        // `import('./types').Rec` names one export; a bare `import('./types')` (`typeof import(…)`, `await import(…)`) may reach any.
        if (names.length > 0 && (m[3] === undefined || names.includes(m[3]))) receives = true;
      }
    }
    return { locals, receives };
  }

  /** Whether the top-level declaration of `local` in `module` names `name` (any name for `*`): its value may be of that type. */
  private namesIn(module: string, local: string, name: string): boolean {
    if (name === '*') return true;
    const s = this.summary(module);
    const statement = s?.program.body.find((st) => declaredNames(st).some(([n]) => n === local));
    return statement !== undefined && someNode(statement, (node) => node.type === 'Identifier' && node.name === name);
  }

  /** The module a name `module` exports is a namespace of (`export * as ns from`, `import * as ns; export { ns }`, the default of `export default { f }`), if it is one. */
  private namespaceOf(module: string, name: string, seen: Set<string>, depth = 0): string | undefined {
    const key = `${module}\0${name}`;
    if (seen.has(key) || depth > MAX_DEPTH) return undefined;
    seen.add(key);
    const s = this.summary(module);
    if (!s) return undefined;
    if (name === 'default' && s.namespaceDefault) return module;
    const local = s.exportsLocal.get(name);
    if (local !== undefined) {
      const binding = s.declared.has(local) ? undefined : s.links.imports.find((b) => b.local === local);
      if (!binding) return undefined;
      const target = this.resolver.resolve(module, binding.spec);
      if (target === undefined || target === module) return undefined;
      return binding.imported === '*' ? target : this.namespaceOf(target, binding.imported, seen, depth + 1);
    }
    for (const r of s.links.reexports) {
      if (r.exported !== name && (r.exported !== '*' || name === 'default')) continue;
      const target = this.resolver.resolve(module, r.spec);
      if (target === undefined || target === module) continue;
      if (r.exported === name && r.imported === '*') return target;
      const found = this.namespaceOf(target, r.exported === '*' ? name : r.imported, seen, depth + 1);
      if (found) return found;
    }
    return undefined;
  }

  /** The names `target` exports the declaration `name` of `module` under (following re-exports); `*`: every declaration of `module`. */
  private exposedAs(target: string, module: string, name: string): string[] {
    const key = `${target}\0${module}\0${name}`;
    let names = this.exposed.get(key);
    if (!names) {
      names = this.exportNames(target, new Set()).filter((n) => this.exportsAs(target, n, module, name));
      this.exposed.set(key, names);
    }
    return names;
  }

  /** Whether `target` exports the declaration `name` of `module` (`*`: any of its declarations) as `as`. */
  private exportsAs(target: string, as: string, module: string, name: string): boolean {
    const d = this.exported(target, as, new Set());
    return d?.module === module && (name === '*' || d.name === name);
  }

  /** Every name a module exports: its own, those it re-exports by name, and through `export *` those of other modules (not their `default`). */
  private exportNames(module: string, seen: Set<string>, depth = 0): string[] {
    if (seen.has(module) || depth > MAX_DEPTH) return [];
    seen.add(module);
    const s = this.summary(module);
    if (!s) return [];
    const out = new Set<string>(s.exportsLocal.keys());
    for (const r of s.links.reexports) {
      if (r.exported !== '*') out.add(r.exported);
      else {
        const target = this.resolver.resolve(module, r.spec);
        if (target !== undefined && target !== module) for (const n of this.exportNames(target, seen, depth + 1)) if (n !== 'default') out.add(n);
      }
    }
    return [...out];
  }

  /**
   * The other names the run's files export the declaration `name` of `module` under, through barrels
   * (and barrels of barrels): `export { describe as describeRecords } from './lines'`, or imported and
   * exported under another name. A module importing it by such a name need not spell `name` (see
   * importers' word). A barrel spells the name it re-exports, so only the files holding it are read.
   */
  reexportedAs(module: string, name: string): string[] {
    const out = new Set<string>();
    const queue = [name];
    for (let word = queue.shift(); word !== undefined && out.size < MAX_DEPTH; word = queue.shift()) {
      for (const file of this.holdersReaching(module, word)) {
        const s = this.summary(file);
        if (!s) continue;
        const renamed = s.links.reexports.filter((r) => r.imported === word && r.exported !== '*').map((r) => r.exported);
        for (const [exported, local] of s.exportsLocal) if (s.links.imports.some((b) => b.local === local && b.imported === word)) renamed.push(exported);
        for (const as of renamed) {
          if (as === name || out.has(as) || !this.exportsAs(file, as, module, name)) continue;
          out.add(as);
          queue.push(as);
        }
      }
    }
    return [...out];
  }

  /**
   * The package whose public entry exposes the declaration `name` of `module` (see public-entry.ts):
   * `module` is an entry or reached from one through re-exports (`export * from`, `export { X } from`,
   * a name imported then exported, in chains), or a module so reached imports the declaration (its
   * exported signatures may hand it out; not with `importers: false`). Undefined when no package.json publishes it.
   */
  publicPackage(module: string, name: string, options?: { importers?: boolean }): string | undefined {
    const pkg = packageEntriesOf(module, this.packages);
    if (!pkg) return undefined;
    let reached = this.published.get(pkg.dir);
    if (!reached) this.published.set(pkg.dir, (reached = this.reexportClosure(this.entryModules(pkg))));
    // Entries that lead to no file of the run (a bundle, sources in a folder not told apart, a run over
    // part of the package) cannot say which types stay inside: every type of the package may be public.
    if (reached.size === 0 || reached.has(module)) return pkg.name;
    if (options?.importers === false) return undefined;
    for (const file of reached) {
      const s = this.summary(file);
      if (s && file !== module && this.imports({ file, s, module, name, reach: false }).locals.length > 0) return pkg.name;
    }
    return undefined;
  }

  /** The run's files a package's entries are built from. */
  private entryModules(pkg: PackageEntries): string[] {
    const out = new Set<string>();
    for (const f of pkg.files) {
      const hit = this.resolver.fileAt(f);
      if (hit) out.add(hit);
    }
    for (const dir of pkg.dirs) for (const f of this.files) if (f.startsWith(dir + path.sep) && !f.includes(`${path.sep}node_modules${path.sep}`)) out.add(f);
    return [...out];
  }

  /** The modules reached from `entries` through re-exports: `export * from`, `export { X } from`, a name imported then exported. */
  private reexportClosure(entries: string[]): Set<string> {
    const reached = new Set<string>(entries);
    const queue = [...entries];
    while (queue.length > 0) {
      const module = queue.pop()!;
      const s = this.summary(module);
      if (!s) continue;
      const exportedLocals = new Set(s.exportsLocal.values());
      const specs = [...s.links.reexports.map((r) => r.spec), ...s.links.imports.filter((b) => exportedLocals.has(b.local)).map((b) => b.spec)];
      for (const spec of specs) {
        const target = this.resolver.resolve(module, spec);
        if (target !== undefined && !reached.has(target)) {
          reached.add(target);
          queue.push(target);
        }
      }
    }
    return reached;
  }

  /**
   * The files (not `module`) holding `word` from which a chain of spelled specifiers reaches `module`, in the
   * run's order. Once the module's readers are known (unboundReaders asks for them), only their texts are
   * looked at for the word: each new word of a module's questions (every top-level function an SDK chain
   * passes, on the bench's sparse tree) used to scan every text of the run.
   */
  private holdersReaching(module: string, word: string): string[] {
    const readers = this.readers.get(module);
    if (readers) return readers.filter((file) => this.read(file)?.includes(word));
    return this.words.filesHolding(word).filter((file) => file !== module && this.spelled.reaches(file, module));
  }

  /** The files naming a module of the run (not `module`) from which a chain of spelled specifiers reaches `module`, in the run's order; once per module. */
  private readersOf(module: string): string[] {
    let readers = this.readers.get(module);
    if (!readers) this.readers.set(module, (readers = this.words.linkedFiles().filter((file) => file !== module && this.spelled.reaches(file, module))));
    return readers;
  }
}

/** Larger files are generated or bundled: they neither declare what a transform edits nor import it. */
const MAX_BYTES = 1024 * 1024;

const readText = (file: string): string | undefined => readTextBounded(file, MAX_BYTES);
