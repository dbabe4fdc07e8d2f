import type { ASTNode, ASTPath, Collection, JSCodeshift } from 'jscodeshift';
import type { RunModules, UserConfig } from '../../types';
import { nodeIndex, type NodeIndex } from '../../ast/node-index';
import { declarationsAt, thisOwner, topLevelDeclarations } from '../../ast/scope';
import { keyName, receiverKey, unwrap, type MaybeNode } from '../../ast/syntax';

/** A node read loosely: a constructor, its parameters and statements (Babel's and ESTree's shapes). */
interface Loose {
  type: string;
  kind?: string;
  name?: string;
  operator?: string;
  value?: Loose;
  params?: Loose[];
  parameter?: Loose;
  left?: Loose;
  right?: Loose;
  expression?: Loose;
  body?: { body?: Loose[] };
  // Export statements and CommonJS assignments (mayBeExported).
  declaration?: Loose | null;
  declarations?: Loose[];
  id?: Loose | null;
  specifiers?: Loose[];
  local?: Loose;
  object?: Loose;
}
import { anchorsOf, madeInstance } from './anchors';
import type { Prefix } from '../shapes';

/**
 * Members of a class set from its constructor's parameters that hold an HTTP client instance with the
 * API base because every construction of the class in the run passes one there
 * (`constructor(private api: Got)`, `constructor(api) { this.api = api }`, constructed as
 * `new CfRecord(this.api, raw)` where `this.api = got.extend({ prefixUrl: '<api>' })`, in the file or in
 * a module importing the class): a client handed down through constructors is the client it was made as.
 * A construction passing anything else (a client for another host, an unknown value) leaves the member
 * untraced, and so does a class constructed nowhere in the run. The constructing file's own members
 * count too (a zone class passing its client on to a record class), up to MAX_DEPTH files away.
 */

const MAX_DEPTH = 4;

export interface ConstructorClientsContext {
  j: JSCodeshift;
  root: Collection;
  config: UserConfig;
  modules?: RunModules;
}

/** A member of a class given the value of one of its constructor's parameters. */
interface ParamMember {
  cls: ASTNode;
  className: string;
  /** `this.api`. */
  key: string;
  param: number;
}

/** The verbs (and derivations) a member is called with that make it worth following: `this.api.patch(`. */
const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'request', 'extend', 'create']);

export function constructorClients(ctx: ConstructorClientsContext, known: Map<string, Prefix>): Map<string, Prefix> {
  return clientsOf(ctx, known, { depth: 0, seen: new Set([fileKey(ctx)]) });
}

interface Walk {
  depth: number;
  /** Files (by root node) and classes on the way, not asked again. */
  seen: Set<unknown>;
}

const fileKey = (ctx: ConstructorClientsContext): unknown => ctx.root.get().value;

function clientsOf(ctx: ConstructorClientsContext, known: Map<string, Prefix>, walk: Walk): Map<string, Prefix> {
  const out = new Map<string, Prefix>();
  const index = nodeIndex(ctx.j, ctx.root);
  for (const [key, members] of membersOf(ctx, index, known)) {
    // Every class of the file that sets the key must be handed a client (the key is the file's, not a class's).
    const prefixes = members.map((m) => constructedWith(ctx, index, m, walk));
    if (prefixes.every((p) => p !== undefined)) out.set(key, prefixes[0]!);
  }
  return out;
}

const membersByRoot = new WeakMap<object, Map<string, ParamMember[]>>();
/** The file's members set from constructor parameters, by key (see paramMembers), once per tree. */
function membersOf(ctx: ConstructorClientsContext, index: NodeIndex, known: Map<string, Prefix>): Map<string, ParamMember[]> {
  const node = ctx.root.get().value as object;
  let found = membersByRoot.get(node);
  if (found) return found;
  // Cheap first: members the file calls HTTP verbs on (`this.api.patch(`).
  const called = new Set<string>();
  index.of('CallExpression', 'OptionalCallExpression').forEach((p) => {
    const callee = unwrap(p.value.callee);
    if (callee?.type !== 'MemberExpression' && callee?.type !== 'OptionalMemberExpression') return;
    const key = receiverKey(callee.object);
    if (key?.startsWith('this.') && !key.slice(5).includes('.') && VERBS.has(keyName({ key: callee.property, computed: callee.computed } as never) ?? '')) called.add(key);
  });
  found = new Map();
  for (const m of called.size > 0 ? paramMembers(index, called, known) : []) found.set(m.key, [...(found.get(m.key) ?? []), m]);
  membersByRoot.set(node, found);
  return found;
}

/** Each member (`this.api`) a class of the file sets from a constructor parameter, when every class of the file that declares or sets that key does so and nothing else assigns it. */
function paramMembers(index: NodeIndex, called: Set<string>, known: Map<string, Prefix>): ParamMember[] {
  const out: ParamMember[] = [];
  /** Classes setting or declaring each key. */
  const owners = new Map<string, Set<ASTNode>>();
  const own = (key: string, cls: ASTNode | null): void => {
    if (!owners.has(key)) owners.set(key, new Set());
    owners.get(key)!.add(cls ?? (null as unknown as ASTNode));
  };
  /** Assignments of each key that are not the constructor's own `this.x = param`. */
  const others = new Map<string, number>();
  index.of('AssignmentExpression').forEach((p) => {
    const key = receiverKey(p.value.left);
    if (key?.startsWith('this.') && called.has(key)) {
      own(key, thisOwner(p));
      others.set(key, (others.get(key) ?? 0) + 1);
    }
  });
  index.of('ClassProperty', 'PropertyDefinition', 'ClassPrivateProperty').forEach((p) => {
    const field = p.value as { value?: unknown };
    const name = keyName(field as never);
    const key = name && `this.${name}`;
    if (key && called.has(key)) {
      own(key, thisOwner(p));
      if (field.value) others.set(key, (others.get(key) ?? 0) + 1);
    }
  });
  const candidates: ParamMember[] = [];
  index.of('ClassDeclaration').forEach((p) => {
    const cls = p.value;
    const className = (cls.id as { name?: string } | null | undefined)?.name;
    if (!className) return;
    const ctor = (cls.body?.body ?? []).find((m) => (m as { kind?: string }).kind === 'constructor') as Loose | undefined;
    const fn = ctor?.type === 'MethodDefinition' ? ctor.value : ctor;
    if (!fn) return;
    const params: string[] = [];
    ((fn.params ?? []) as Loose[]).forEach((param, i) => {
      const inner = param.type === 'TSParameterProperty' ? param.parameter : param;
      const id = inner?.type === 'AssignmentPattern' ? inner.left : inner;
      if (id?.type !== 'Identifier') return;
      params[i] = id.name ?? '';
      const key = `this.${id.name}`;
      if (param.type === 'TSParameterProperty' && called.has(key)) {
        own(key, cls);
        candidates.push({ cls, className, key, param: i });
      }
    });
    for (const s of fn.body?.body ?? []) {
      const a = s.type === 'ExpressionStatement' ? s.expression : undefined;
      if (a?.type !== 'AssignmentExpression' || a.operator !== '=') continue;
      const key = receiverKey(a.left as MaybeNode);
      const right = unwrap(a.right as MaybeNode) as Loose | undefined;
      const i = right?.type === 'Identifier' ? params.indexOf(right.name ?? '') : -1;
      if (!key || !called.has(key) || i < 0) continue;
      others.set(key, (others.get(key) ?? 0) - 1);
      candidates.push({ cls, className, key, param: i });
    }
  });
  for (const c of candidates) {
    if (known.has(c.key)) continue;
    if ((others.get(c.key) ?? 0) > 0) continue; // also given another value somewhere
    // Each class that declares or sets the key sets it from its constructor's parameter.
    const classes = owners.get(c.key) ?? new Set();
    if (![...classes].every((cls) => candidates.some((o) => o.key === c.key && o.cls === cls))) continue;
    if (out.some((o) => o.key === c.key && o.cls === c.cls)) continue;
    out.push(c);
  }
  return out;
}

/**
 * The API base every construction of the member's class in the run passes at the member's parameter,
 * when there is at least one and they all pass a client with the API base (one for another host, or a
 * value not traced, leaves it out). The class's own constructions that pass the member itself on
 * (`new CfRecord(this.api, next)` inside CfRecord) say nothing either way.
 */
function constructedWith(ctx: ConstructorClientsContext, index: NodeIndex, m: ParamMember, walk: Walk): Prefix | undefined {
  if (walk.seen.has(m.cls)) return undefined;
  const seen = new Set(walk.seen).add(m.cls);
  let found: Prefix | undefined;
  let ok = true;
  const judge = (prefix: Prefix | undefined | null): void => {
    if (prefix === null) return;
    if (!prefix) ok = false;
    else found ??= prefix;
  };
  // The file's own constructions, by the class's binding.
  const own = topLevelDeclarations(index, m.className);
  const here = ownInstances(ctx);
  index.of('NewExpression').forEach((p) => {
    if (!ok) return;
    const callee = p.value.callee;
    if (callee?.type !== 'Identifier' || callee.name !== m.className) return;
    if (own.length === 0 || declarationsAt(index, p, m.className) !== own) return;
    const arg = p.value.arguments[m.param];
    if (arg && receiverKey(unwrap(arg)) === m.key && thisOwner(p) === m.cls) return judge(null);
    judge(argumentClient({ ctx, instances: here, at: p, arg, walk: { depth: walk.depth, seen } }));
  });
  // Constructions in the modules that import the class.
  // (Only a class the module exports can be: asking for the importers of a name reads the run's files for it.)
  if (ok && ctx.modules && walk.depth < MAX_DEPTH && mayBeExported(ctx, m.className)) {
    for (const importer of ctx.modules.importers(m.className, m.className)) {
      if (!ok) break;
      const root = ctx.j(importer.program as ASTNode);
      if (seen.has(root.get().value)) continue;
      const config = ctx.modules.configOf(importer.path, importer.program, ctx.config);
      const other: ConstructorClientsContext = { j: ctx.j, root, config, modules: ctx.modules.of?.(importer.path) };
      const otherIndex = nodeIndex(ctx.j, root);
      const theirs = ownInstances(other);
      const next: Walk = { depth: walk.depth + 1, seen: new Set(seen).add(root.get().value) };
      otherIndex.of('NewExpression').forEach((p) => {
        if (!ok) return;
        const callee = p.value.callee;
        if (callee?.type !== 'Identifier' || !importer.locals.includes(callee.name)) return;
        const top = topLevelDeclarations(otherIndex, callee.name);
        if (top.length === 0 || declarationsAt(otherIndex, p, callee.name) !== top) return;
        judge(argumentClient({ ctx: other, instances: theirs, at: p, arg: p.value.arguments[m.param], walk: next }));
      });
    }
  }
  return ok ? found : undefined;
}

/**
 * Whether the module may export `name`: `export class Name`, `export { Name }` (under any name),
 * `export default Name`, `export = Name`, or any CommonJS export (`module.exports`, `exports.x`), not
 * followed by name here. A module that does none of these gives the name to no other module.
 */
function mayBeExported(ctx: ConstructorClientsContext, name: string): boolean {
  const program = ctx.root.get().value.program ?? ctx.root.get().value;
  return ((program.body ?? []) as Loose[]).some((s) => {
    if (s.type === 'ExportNamedDeclaration' || s.type === 'ExportDefaultDeclaration') {
      const d = s.declaration;
      if (d?.type === 'Identifier' && d.name === name) return true;
      if (d?.id?.type === 'Identifier' && d.id.name === name) return true;
      if (d?.type === 'VariableDeclaration' && d.declarations?.some((x) => x.id?.type === 'Identifier' && x.id.name === name)) return true;
      return (s.specifiers ?? []).some((spec) => spec.local?.type === 'Identifier' && spec.local.name === name);
    }
    if (s.type === 'TSExportAssignment') return s.expression?.type === 'Identifier' && s.expression.name === name;
    // CommonJS: whatever is assigned, read loosely (any assignment to module.exports or exports.*).
    const e = s.type === 'ExpressionStatement' ? s.expression : undefined;
    if (e?.type !== 'AssignmentExpression') return false;
    let left = e.left;
    while (left?.type === 'MemberExpression') left = left.object;
    return left?.type === 'Identifier' && (left.name === 'module' || left.name === 'exports');
  });
}

const instancesByRoot = new WeakMap<object, Map<string, Prefix>>();
/** A file's instances with the API base (those made in it and those it imports), once per tree. */
function ownInstances(ctx: ConstructorClientsContext): Map<string, Prefix> {
  const node = ctx.root.get().value as object;
  let found = instancesByRoot.get(node);
  if (!found) instancesByRoot.set(node, (found = anchorsOf(ctx.j, ctx.root, ctx.config).instances));
  return found;
}

/** A construction's argument `arg` (at `at`) in a file with `instances`, `walk` steps into the search. */
interface ConstructionArgument {
  ctx: ConstructorClientsContext;
  instances: Map<string, Prefix>;
  at: ASTPath;
  arg: ASTNode | undefined;
  walk: Walk;
}

/** The API base of the client a construction passes (`this.api`, `api`, `got.extend({ prefixUrl })`), or undefined. */
function argumentClient({ ctx, instances, at, arg, walk }: ConstructionArgument): Prefix | undefined {
  const value = unwrap(arg as MaybeNode);
  if (!value) return undefined;
  const key = receiverKey(value);
  if (key !== undefined) {
    if (key.startsWith('this.') && thisOwner(at) === null) return undefined;
    const prefix = instances.get(key);
    if (prefix) return prefix;
    if (!key.startsWith('this.') || walk.depth >= MAX_DEPTH) return undefined;
    // A member of the constructing class that is itself handed in through its constructor.
    const owner = thisOwner(at);
    const index = nodeIndex(ctx.j, ctx.root);
    const member = membersOf(ctx, index, instances).get(key)?.find((m) => m.cls === owner);
    return member && constructedWith(ctx, index, member, { depth: walk.depth + 1, seen: walk.seen });
  }
  return madeInstance({ j: ctx.j, root: ctx.root, config: ctx.config }, value);
}
