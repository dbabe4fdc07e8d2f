import type { ASTNode, ASTPath } from 'jscodeshift';
import { values, type Value } from '../../flow';
import { ownMember, isClass } from '../../flow/classes';
import { currentIndex, nodeIndex, pathOfNode } from '../../ast/node-index';
import { declaresState } from '../../flow/own-state';
import type { ClassNode } from '../../flow/value';
import { declarationsAt } from '../../ast/scope';
import { isMember, memberChain, memberName, receiverKey, requiredModule, stringValue, unwrap, type CallNode, type FunctionNode, type MaybeNode } from '../../ast/syntax';
import { GLOBAL_CLIENTS } from '../../flow/modules';
import { calledByNameOnly } from '../../ast/called-by-name';
import { memoOr } from '../../memo';
import { anchorsOf, type Anchors } from '../anchors/anchors';
import { inheritsThroughState, reachedOnStatefulSubclass } from '../anchors/this-methods';
import { runSubclassCheck } from '../../flow/run-subclasses';
import type { Wrapper } from '../shapes';
import type { Collection, JSCodeshift } from 'jscodeshift';
import type { RunModules, UserConfig } from '../../types';
import { shareWrapper } from '../anchors/shared-parts';
import { WHOLE_EXPORT } from '../../ast/commonjs-exports';
import { importedTopLevel, topLevel } from '../../ast/top-level';
import { moduleContext } from '../records/site-context';
import { thisReads } from '../../ast/this-reads';
import { instanceMemberFunctions, returnedMemberFunctions } from './imported-members';

/** What the callee's recognition needs of the file (calls.ts's RecognitionContext). */
interface CalleeContext {
  j: JSCodeshift;
  root: Collection;
  config: UserConfig;
  memo?<T>(key: string, compute: () => T): T;
  modules?: RunModules;
}

/*
 * The wrapper a call goes through when the value-flow layer knows its callee (docs/value-flow.md,
 * "Who asks it"): a method of a class of the file called on an instance (`new Client()` held by a
 * name or a field, `this`, a value typed with the class or with an interface it implements:
 * `ctx.client.get(path)`), a static method (`Zones.setSettings(zone, 'minify', …)`), a method of an
 * object literal (`api.setSetting(z, 'minify', …)`), and the same declared in another module of the
 * run (an imported class, its static methods, a function). Every function the callee may be must be
 * one wrapper (or wrappers sending the same URL around the path): anything else is no answer, and the
 * call is left to the second tier.
 */

/**
 * Methods of the language's own values (lists, strings, promises, maps, responses, consoles) that
 * nothing written as a Cloudflare wrapper is called: a call of one is not asked about (on a dense
 * file, asking the layer for every `.map`, `.then` and `.push` was a tenth of the run).
 */
const BUILT_IN_METHODS = new Set([
  'map', 'filter', 'forEach', 'reduce', 'reduceRight', 'find', 'findIndex', 'findLast', 'some', 'every', 'flatMap', 'flat', 'includes',
  'indexOf', 'lastIndexOf', 'join', 'push', 'pop', 'shift', 'unshift', 'splice', 'slice', 'concat', 'sort', 'reverse', 'fill', 'keys',
  'values', 'entries', 'at', 'split', 'replace', 'replaceAll', 'trim', 'trimStart', 'trimEnd', 'toLowerCase', 'toUpperCase', 'startsWith',
  'endsWith', 'padStart', 'padEnd', 'charAt', 'charCodeAt', 'substring', 'substr', 'match', 'matchAll', 'test', 'exec', 'toString',
  'toFixed', 'valueOf', 'then', 'catch', 'finally', 'has', 'add', 'clear', 'log', 'warn', 'error', 'info', 'debug', 'trace', 'stringify',
  'parse', 'assign', 'freeze', 'json', 'text', 'arrayBuffer', 'blob', 'hasOwnProperty', 'bind', 'call', 'apply',
]);

/** The callee's wrapper and the key it is shown with (`ctx.client.get`), when the layer pins it to one. */
export function flowWrapperOfCall(ctx: CalleeContext, anchors: Anchors, path: ASTPath<CallNode>): { key: string; wrapper: Wrapper } | undefined {
  const call = path.value;
  const callee = unwrap(call.callee);
  // A name is looked up by key already (anchors.ts); the layer reaches what a member read names.
  if (call.type === 'NewExpression' || !isMember(callee) || callee !== call.callee) return undefined;
  // The file's wrappers only called by name (none a member read can hold, once per tree) and no import naming a file of the run: no wrapper.
  if (memoOr(ctx.memo)('wrappersByName', () => [...anchors.functions.keys()].every((fn) => calledByNameOnly(ctx, currentIndex(ctx), fn))) && !importsSomething(ctx)) return undefined;
  if (BUILT_IN_METHODS.has(memberName(callee) ?? '')) return undefined;
  // A method of a global (`console.log`, `JSON.parse`, `res.json` on a name the file never declares) is nothing the layer knows.
  const root = unwrap(memberChain(callee)?.base);
  if (root?.type === 'Identifier' && declarationsAt(currentIndex(ctx), path, root.name).length === 0) return undefined;
  const found = calleeValues(ctx, path);
  if (found.length === 0 || implementedElsewhere(ctx, found)) return undefined;
  // `this.request(…)` in `class Mirror extends Base { static base = MIRROR }`: Base's wrapper runs with Mirror's state (this-methods.ts).
  // And `this.request(…)` in Base's own method, where `this` may be such a subclass (or one another module of the run writes).
  if (unwrap(callee.object)?.type === 'ThisExpression' && found.some((v) => v.kind === 'function' && thisSendsElsewhere(ctx, anchors, path, { name: memberName(callee) ?? '', fn: v.fn }))) return undefined;
  const wrappers = found.map((v) => wrapperOfValue(ctx, anchors, v));
  const [first] = wrappers;
  if (!first || !wrappers.every((w) => w && sameUrl(w, first))) return undefined;
  return { key: receiverKey(callee) ?? calleeText(callee), wrapper: first };
}

/** Whether `this.name(…)` at `path`, reaching the method `fn`, may run it on a class that sends elsewhere (this-methods.ts). */
function thisSendsElsewhere(ctx: CalleeContext, anchors: Anchors, path: ASTPath, wanted: { name: string; fn: FunctionNode }): boolean {
  const index = currentIndex(ctx);
  const { tree } = anchors;
  if (inheritsThroughState(tree, index, path, wanted)) return true;
  return reachedOnStatefulSubclass({ tree, index, run: ctx.memo ? ctx.memo('runSubclasses', () => runSubclassCheck({ j: ctx.j, modules: ctx.modules })) : runSubclassCheck({ j: ctx.j, modules: ctx.modules }) }, path, wanted);
}

/**
 * Whether a value known only through an interface (`client: CloudflareClient`) may be of a class the
 * file does not see: another module of the run imports the interface and writes `implements`.
 */
function implementedElsewhere(ctx: CalleeContext, found: Value[]): boolean {
  const names = new Set(found.map((v) => v.typed).filter((t): t is string => t !== undefined));
  return [...names].some((name) => (ctx.modules?.importers(name, 'implements').length ?? 0) > 0);
}

/** The functions a call's callee may be, as the layer answers. */
export function calleeValues(ctx: CalleeContext, path: ASTPath<CallNode>): Value[] {
  return values(ctx, path.get('callee'));
}

/**
 * The definitions a call's callee may be, when the layer knows every one of them to be a method or a
 * function written in the file: each one's class (for a method) or the function itself. Undefined
 * when any is something else (other-client.ts judges these by what they say about their host).
 */
export function calleeDefinitions(ctx: CalleeContext, path: ASTPath<CallNode>): ASTNode[] | undefined {
  const callee = unwrap(path.value.callee);
  if (!isMember(callee) || callee !== path.value.callee) return undefined;
  const found = calleeValues(ctx, path);
  if (found.length === 0 || found.some((v) => v.kind !== 'function')) return undefined;
  return found.map((v) => {
    const fn = (v as Extract<Value, { kind: 'function' }>).fn;
    const owner = pathOfNode(ctx, fn)?.parent?.parent?.value as ASTNode | undefined;
    return owner && isClass(owner) ? owner : fn;
  });
}

/** The method's name for a callee read through a call or an index (no receiver key). */
function calleeText(callee: ASTNode): string {
  return memberName(callee) ?? 'method';
}

/**
 * Whether the file imports or requires a module of the run (an imported class's methods may be wrappers there), once per tree: a specifier it
 * spells as the layer reads an import (modules.ts: a global client's name too) that names a file of the run, as `declaration` resolves it.
 */
function importsSomething(ctx: CalleeContext): boolean {
  const modules = ctx.modules;
  if (!modules?.program) return false;
  const named = (spec: string | undefined): boolean => spec !== undefined && (modules.resolves?.(spec) ?? true);
  const index = currentIndex(ctx);
  const source = (d: ASTNode): MaybeNode => (d.type === 'ImportDeclaration' ? d.source : (d as { moduleReference?: { expression?: ASTNode } }).moduleReference?.expression);
  const spelled = (): Array<string | undefined> => [...index.of('ImportDeclaration', 'TSImportEqualsDeclaration').map((p) => stringValue(source(p.value))), ...index.of('CallExpression').map((p) => requiredModule(p.value))];
  return memoOr(ctx.memo)('importsRun', () => [...spelled(), ...GLOBAL_CLIENTS].some(named));
}

/** The wrapper a value of the callee stands for: a function of the file, or one another module declares. */
function wrapperOfValue(ctx: CalleeContext, anchors: Anchors, v: Value): Wrapper | undefined {
  // `Mirror.request(…)`, `new Mirror().request(…)` with `class Mirror extends Base { static base = MIRROR }`: Base's wrapper runs with Mirror's state (classes.ts).
  if (v.kind === 'function') return v.through ? undefined : anchors.functions.get(v.fn);
  if (v.kind === 'import') return importedWrapper(ctx, v);
  // A member of what an imported factory returns (`makeClient(token).listRecords`).
  if (v.kind === 'unknown' && v.origin.kind === 'returned' && v.origin.members.length === 1) return importedWrapper(ctx, { ...v.origin, instance: false, returned: true });
  return undefined;
}

/** Two wrappers send the same URL around the path (two classes implementing one interface on the API host). */
export function sameUrl(a: Wrapper, b: Wrapper): boolean {
  if (a === b) return true;
  const text = (w: Wrapper) => JSON.stringify([w.prefix.parts.map((p) => (p.kind === 'text' ? p.text : ':')), w.suffix.parts.map((p) => (p.kind === 'text' ? p.text : ':')), w.pathParam, w.methodParam, w.bodyParam, w.optionsParam]);
  return text(a) === text(b);
}

/**
 * The wrapper an imported binding's member is in the module that declares it: a method of an
 * instance of an imported class (`new Client().setSetting`), a static method of one
 * (`Zones.setSettings`), a method of an exported object literal, an exported function; exported the ES
 * way or the CommonJS one (`module.exports = { Client }`, `module.exports = Client` required whole). Its URL's
 * parts are that module's, not this file's to edit (shareWrapper).
 */
function importedWrapper(ctx: CalleeContext, v: Pick<Extract<Value, { kind: 'import' }>, 'source' | 'name' | 'members' | 'instance' | 'shadows'> & { returned?: true }): Wrapper | undefined {
  const modules = ctx.modules;
  if (!modules?.program || v.members.length > 1) return undefined;
  // `require('./client')` whole: a CommonJS module's `module.exports = Client` (an ES module's namespace is no wrapper).
  const declared = importedTopLevel(modules, v.source, v.name === '*' ? WHOLE_EXPORT : v.name);
  const target = declared?.node;
  if (!declared || !target) return undefined;
  const { root, config } = moduleContext(ctx, modules, { path: declared.module, program: declared.program });
  const theirs = anchorsOf(ctx.j, root, config);
  const [member] = v.members;
  const wrapperOf = (fn: ASTNode | undefined): Wrapper | undefined => (fn ? theirs.functions.get((unwrap(fn) ?? fn) as FunctionNode) : undefined);
  // What a factory of that module returns: the layer there says which closure the member is (imported-members.ts).
  if (v.returned) return member === undefined ? undefined : oneWrapper(returnedMemberFunctions({ j: ctx.j, root }, target, member)?.map(wrapperOf));
  let fn: ASTNode | undefined;
  if (member === undefined) fn = v.instance ? undefined : target;
  else if (isClass(target)) {
    fn = ownMember(target, member, !v.instance);
    // A field its constructor sets to a function (`this.editRecord = editRecord`; declared without a value, `putSetting: (…) => …;`), as the layer there reads it.
    if ((!fn || isFieldWithoutValue(fn)) && v.instance) {
      const w = oneWrapper(instanceMemberFunctions({ j: ctx.j, root }, target, member)?.map(wrapperOf));
      if (w) return w;
    }
    // Read through a subclass of the file that declares a static member the method reads on `this` (`static host()`): it runs with that one.
    if (v.shadows && !v.instance && shadowed(target, fn, v.shadows)) return undefined;
    // Inherited (`class Dns extends Base`): the module's index says what its classes' callers reach, up the chain.
    if (!fn) return inheritedWrapper({ program: root.get().value, holdsState: (c) => declaresState(nodeIndex(ctx.j, root), c) }, target, member, config);
  } else if (target.type === 'ObjectExpression' && !v.instance) fn = objectMethod(target, member);
  const w = wrapperOf(fn);
  return w && shareWrapper(w);
}

/**
 * Whether a static method of an imported class, called on a subclass of the file declaring the static
 * members `shadows`, may read one of them on `this`: by the names it reads (or `this` whole); a method
 * the class inherits (not known here) when the subclass redeclares any static member the class declares.
 */
function shadowed(target: ClassNode, fn: ASTNode | undefined, shadows: string[]): boolean {
  if (!fn) return shadows.some((name) => ownMember(target, name, true) !== undefined);
  const reads = thisReads(fn as FunctionNode);
  return reads.includes('*') || reads.some((r) => shadows.includes(r));
}

/** A class field declared without an initialiser (`putSetting: Handler;`): what the constructor sets it to says what it holds. */
function isFieldWithoutValue(m: ASTNode): boolean {
  const type: string = m.type;
  return (type === 'ClassProperty' || type === 'PropertyDefinition') && !(m as { value?: unknown }).value;
}

/** The one wrapper every function found is (shared: its parts are the other module's), else undefined. */
function oneWrapper(found: Array<Wrapper | undefined> | undefined): Wrapper | undefined {
  const [first] = found ?? [];
  return first && found!.every((w) => w && sameUrl(w, first)) ? shareWrapper(first) : undefined;
}

/**
 * The wrapper a class of a module inherits as `member` and does not declare: up its `extends` through
 * the module's own classes, then what the project index says a class the module imports has (its own
 * and inherited wrapper methods: src/project/module-exports.ts).
 */
function inheritedWrapper(theirs: { program: ASTNode; holdsState: (c: ClassNode) => boolean }, cls: ASTNode, member: string, config: UserConfig): Wrapper | undefined {
  const { program } = theirs;
  let at: ASTNode | undefined = cls;
  for (let depth = 0; at && isClass(at) && depth < 8; depth++) {
    if (depth > 0 && ownMember(at, member, true)) return undefined;
    // `this` in the inherited wrapper is this class: state of its own (`static base = MIRROR`) may change what it sends (own-state.ts).
    if (theirs.holdsState(at as ClassNode)) return undefined;
    const sup = unwrap((at as { superClass?: ASTNode | null }).superClass ?? undefined);
    if (sup?.type !== 'Identifier') return undefined;
    const name = (sup as { name: string }).name;
    at = topLevel(program, name);
    if (!at) return config.imported?.clientClasses[name]?.[member];
  }
  return undefined;
}

/** A method of an object literal by name (`setSetting(z, id, v) {…}`, `setSetting: (…) => …`). */
function objectMethod(object: ASTNode, name: string): ASTNode | undefined {
  const found = (object as { properties: Array<{ type: string; computed?: boolean; key?: { name?: string }; value?: ASTNode }> }).properties.filter(
    (p) => !p.computed && p.key?.name === name,
  );
  if (found.length !== 1) return undefined;
  const [p] = found;
  return p.type === 'ObjectMethod' ? (p as unknown as ASTNode) : p.value;
}
