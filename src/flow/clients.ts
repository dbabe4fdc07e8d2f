import type { ASTNode, ASTPath, AssignmentExpression, CallExpression, Identifier, ObjectExpression, VariableDeclarator } from 'jscodeshift';
import { ownReturns } from './returns';
import { nodeIndex, pathOfNode, type IndexContext, type NodeIndex } from '../ast/node-index';
import { declarationsAt, thisHolder } from '../ast/scope';
import { isFunction, isMember, isProperty, isWrapper, keyName, memberName, receiverKey, stringValue, unwrap, type CallNode, type FunctionNode, type MaybeNode } from '../ast/syntax';
import { annotatedType, typeMembers } from '../ast/typed-receivers';
import { MAX_DEPTH, MAX_STEPS, MAX_VALUES } from './budget';
import { enumMemberString, MAX_STRINGS, parameterStrings, schemaStrings, type StringSite } from './declared';
import type { RunModules } from '../types';
import { knownText, type ClassNode } from './value';
import { ownMembers } from './classes';
import { values } from './values';
import { callSites } from './call-sites';
import { functionSites } from './method-sites';
import type { SiteModule } from './run-sites';
import { computedMemberWrites, memberWrites } from './member-writes';
import { argumentIndex, paramAt } from '../ast/this-parameter';
import { writesOf } from './writes';
import { classesBelow, classLinks } from './class-links';
import { functionClasses } from './function-classes';

/*
 * SDK chains (docs/value-flow.md, "Clients"): which member of a `cloudflare` SDK client an expression
 * may stand for (`client.zones.settings`, `ns[k]` with `ns` a client's `radar.attacks.layer7.top` and
 * `k` one of the strings its type allows). The recogniser of the SDK (src/cloudflare/calls/sdk.ts) says
 * which expressions hold a client where it sees one (`new Cloudflare(…)`, a name typed with the
 * client, a factory's call): the seeds. From them the layer follows what recognisers ask about through
 * casts, `await`, consts, destructuring (`const { client } = context.cloudflare`), object literals
 * (`{ cloudflare: { client: new Cloudflare() } }`), instances of the file's classes (a getter or a
 * field), functions of the file (`getClient()`), written types (`ctx: { cloudflare: { client:
 * Cloudflare } }`), computed keys whose strings are known (a literal, an enum member, a parameter
 * typed with a union of literals or an enum) and parameters (each call site of a function the file
 * only calls, its arguments bound together: `resolve(client.radar.attacks.layer7.top, dim)`; or every
 * call of it in the run, another module's argument a client by that module's own seeds).
 * Anything else is unknown: no chain.
 */

/** What the SDK's recogniser knows without the layer. */
export interface ClientSeeds {
  /** The receiver key (`client`, `this.cf`, `getClient()`) when the expression at `at` holds a client there. */
  clientAt(at: ASTPath): string | undefined;
  /** What a written type says: the client (`instance`), a function giving one (`getter`), or neither. */
  typeKind(type: ASTNode): 'instance' | 'getter' | undefined;
  /** Another module of the run holding call sites (run-sites.ts): its context and seeds, as its own recognition sees them. */
  elsewhere?(module: SiteModule): { ctx: IndexContext; seeds: ClientSeeds } | undefined;
}

/** A member of a client: the receiver it is reached from and the member names after it (`['radar', 'attacks']`). */
export interface ClientChain {
  receiver: string;
  names: string[];
  /** Reached by a path-walker (walkedChains): the literal its path string is written in, when the file writes it. */
  walked?: { keyAt?: ASTNode };
}

/** What an expression stands for on the way to a client. */
type Target =
  | ({ kind: 'client' } & ClientChain)
  | { kind: 'object'; at: ASTPath<ObjectExpression> }
  | { kind: 'instance'; cls: ASTPath; text?: string }
  | { kind: 'method'; fnAt: ASTPath }
  | { kind: 'type'; type: ASTNode; text: string };

/** A call site and the walk of the module it is written in. */
interface Site {
  at: ASTPath<CallExpression>;
  walk: Walk;
}

/** Functions whose parameters are bound to one call site's arguments. */
type Env = ReadonlyMap<FunctionNode, Site>;

interface Walk {
  ctx: IndexContext & { modules?: RunModules };
  index: NodeIndex;
  seeds: ClientSeeds;
  /** Steps taken, shared by the walks of every module the question goes through. */
  budget: { steps: number };
  /** A parameter of a function no call site is bound for was met: the function whose call sites may tell. */
  needs?: FunctionNode;
}

/**
 * The SDK members the expression at `at` may stand for, each one a client's member (at least one name
 * after the receiver); with `itself`, the client itself (`names: []`: `cf`, `this.cf`, `getClient()`).
 * Undefined when any way it may go is not known (all of them or none).
 */
export function clientChains(ctx: IndexContext, index: NodeIndex, seeds: ClientSeeds, at: ASTPath, itself = false): ClientChain[] | undefined {
  const found = bound({ ctx, index, seeds, budget: { steps: 0 } }, at, new Map(), 0);
  if (!found || found.some((t) => t.kind !== 'client' || (t.names.length === 0) !== itself)) return undefined;
  const seen = new Map<string, ClientChain>();
  for (const t of found as Array<{ kind: 'client' } & ClientChain>) seen.set(`${t.receiver}.${t.names.join('.')}`, { receiver: t.receiver, names: t.names });
  return [...seen.values()];
}

/** The targets at `at`, enumerating the call sites of a function whose parameter it reads (each site's arguments together). */
function bound(walk: Walk, at: ASTPath, env: Env, depth: number): Target[] | undefined {
  walk.needs = undefined;
  const found = follow(walk, at, env, depth);
  const fn = walk.needs as FunctionNode | undefined;
  if (found || !fn || env.has(fn) || env.size >= 2) return found;
  const sites = callSites(walk.ctx, walk.index, fn)?.map((s) => ({ at: s, walk })) ?? everyRunSite(walk, fn);
  if (!sites || sites.length === 0) return undefined;
  const all: Target[] = [];
  for (const site of sites) {
    const one = bound(walk, at, new Map([...env, [fn, site]]), depth);
    if (!one) return undefined;
    all.push(...one);
    if (all.length > MAX_VALUES) return undefined;
  }
  return all;
}

/** Every call of a top-level function or class method in the run (method-sites.ts), each with the walk of its module (another's by its own seeds). */
function everyRunSite(walk: Walk, fn: FunctionNode): Site[] | undefined {
  const at = pathOfNode(walk.ctx, fn) as ASTPath<FunctionNode> | undefined;
  const walks = new Map<unknown, Walk | undefined>([[walk.ctx.root.get().value, walk]]);
  const walkOf = (module: SiteModule): Walk | undefined => {
    const key = module.root.get().value;
    const other = walks.has(key) ? undefined : walk.seeds.elsewhere?.(module);
    if (!walks.has(key)) walks.set(key, other && { ...other, index: nodeIndex(other.ctx.j, other.ctx.root), budget: walk.budget });
    return walks.get(key);
  };
  const out = at && functionSites(walk.ctx, at)?.map((s) => ({ at: s.at as ASTPath<CallExpression>, walk: walkOf(s.module) }));
  return out?.every((s): s is Site => s.walk !== undefined && s.at.value.type === 'CallExpression') ? out : undefined;
}

function follow(walk: Walk, at: ASTPath, env: Env, depth: number): Target[] | undefined {
  if (depth > MAX_DEPTH || ++walk.budget.steps > MAX_STEPS) return undefined;
  const node = at.value;
  const next = (p: ASTPath): Target[] | undefined => follow(walk, p, env, depth + 1);
  if (isWrapper(node)) return next(at.get('expression'));
  if (node.type === 'AwaitExpression') return next(at.get('argument'));
  if (['Identifier', 'MemberExpression', 'OptionalMemberExpression', 'CallExpression', 'NewExpression', 'ThisExpression'].includes(node.type)) {
    const receiver = walk.seeds.clientAt(at);
    if (receiver) return [{ kind: 'client', receiver, names: [] }];
  }
  switch (node.type) {
    case 'ObjectExpression':
      return [{ kind: 'object', at: at as ASTPath<ObjectExpression> }];
    case 'MemberExpression':
    case 'OptionalMemberExpression': {
      const objects = next(at.get('object'));
      const keys = node.computed ? keyStrings(walk, at.get('property'), env, depth)?.map((k) => k.text) : [memberName(node)].filter((k): k is string => k !== undefined);
      if (!objects || !keys || keys.length === 0) return undefined;
      return collect(objects.flatMap((o) => keys.map((k) => memberOf({ walk, target: o, key: k, env, depth }))));
    }
    case 'Identifier':
      return named(walk, at, env, depth);
    case 'ThisExpression': {
      // An instance of the class whose method this is (not a static member's `this`: the class itself).
      // Or of the constructor function whose own or prototype's function this is (function-classes.ts).
      const holder = thisHolder(at);
      const owner = holder && 'fn' in holder ? functionClasses(walk.index).owners.get(holder.fn.value) : undefined;
      const cls = holder && 'cls' in holder ? (holder.isStatic ? undefined : pathOfNode(walk.ctx, holder.cls)) : owner && pathOfNode(walk.ctx, owner);
      return cls ? [{ kind: 'instance', cls, text: 'this' }] : undefined;
    }
    case 'CallExpression':
      return returned(walk, at as ASTPath<CallExpression>, env, depth);
    case 'NewExpression': {
      const callee = unwrap(node.callee);
      const cls = callee?.type === 'Identifier' ? walk.index.of('ClassDeclaration').find((p) => p.value.id?.name === callee.name) : undefined;
      const found = cls && declarationsAt(walk.index, at, callee.name);
      return cls && found?.length === 1 && found[0].id === cls.value.id ? [{ kind: 'instance', cls }] : undefined;
    }
    default:
      return undefined;
  }
}

/** Every target, or undefined when any is unknown (or there are too many). */
function collect(sets: Array<Target[] | undefined>): Target[] | undefined {
  if (sets.some((s) => !s)) return undefined;
  const all = (sets as Target[][]).flat();
  return all.length <= MAX_VALUES ? all : undefined;
}

/** The strings a computed key may be, each with the literal it is written in: known strings (the layer's values), an enum member, a parameter bound at a call site or typed with literals. */
function keyStrings(walk: Walk, at: ASTPath, env: Env, depth: number): StringSite[] | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const member = enumMemberString(walk.index, at, at.value);
  if (member !== undefined) return [{ text: member }];
  const out: StringSite[] = [];
  for (const v of values(walk.ctx, at)) {
    const known = knownText(v);
    if (known !== undefined) out.push({ text: known, node: v.kind === 'string' && v.parts.length === 1 ? (v.parts[0].node ?? undefined) : undefined });
    else {
      // A parameter: what its call site hands it, else its declared type; a tool callback's destructured one: what its zod schema allows (declared.ts).
      const { fn, index } = v.kind === 'unknown' && v.origin.kind === 'parameter' ? v.origin : {};
      const site = fn && env.get(fn);
      const argument = site && site.at.value.arguments[index!] ? site.at.get('arguments', index) : undefined;
      const from = !site && v.kind === 'unknown' ? pathOfNode(walk.ctx, fn ?? (v.origin.kind === 'unknown' ? v.node : undefined)) : undefined;
      const found = site && argument ? keyStrings(site.walk, argument, env, depth + 1) : from && (fn ? parameterStrings(walk.index, from, paramAt(fn, index!)) : schemaStrings(walk.index, walk.ctx.modules, walk.ctx.root, from));
      if (!found) {
        if (fn && !site) walk.needs ??= fn;
        return undefined;
      }
      out.push(...found.filter((s) => v.kind !== 'unknown' || !v.excluded?.has(s.text)));
    }
  }
  return out.length <= MAX_STRINGS ? out : undefined;
}

/**
 * The SDK members a path-walker's call reaches (path-walkers.ts: `callAtPath(cf.radar.attacks.layer7,
 * view)`): below each member `object` may stand for, each string `path` may hold split on `separator`,
 * with the literal the string is written in (`keyAt`). Undefined when either is not known.
 */
export function walkedChains(ctx: IndexContext & { modules?: RunModules }, index: NodeIndex, seeds: ClientSeeds, object: ASTPath, path: ASTPath, separator: string): ClientChain[] | undefined {
  const walk: Walk = { ctx, index, seeds, budget: { steps: 0 } };
  const objects = follow(walk, object, new Map(), 0);
  const keys = objects?.every((t) => t.kind === 'client') ? keyStrings(walk, path, new Map(), 0) : undefined;
  if (!objects || !keys || objects.length * keys.length > MAX_STRINGS) return undefined;
  return (objects as ClientChain[]).flatMap((o) => keys.map((k) => ({ receiver: o.receiver, names: [...o.names, ...k.text.split(separator)], walked: { keyAt: k.node } })));
}

/** A read of member `key` of `target`, in `env`, `depth` steps into the walk. */
interface TargetMemberRead {
  walk: Walk;
  target: Target;
  key: string;
  env: Env;
  depth: number;
}

/** The member `key` of a target. */
function memberOf({ walk, target, key, env, depth }: TargetMemberRead): Target[] | undefined {
  switch (target.kind) {
    case 'client':
      return [{ ...target, names: [...target.names, key] }];
    case 'type': {
      const member = typeMembers(walk.index, target.type).find((m) => m.name === key);
      return member ? typed(walk, member.type, `${target.text}.${key}`) : undefined;
    }
    case 'object': {
      // The file assigns a member of that name (`ctx.client = …`): the literal's is then not the one written.
      if (memberWrites(walk.index, key).length > 0 || computedMemberWrites(walk.index).length > 0) return undefined;
      const props = target.at.get('properties');
      const list = target.at.value.properties;
      if (list.some((p) => p.type === 'SpreadElement')) return undefined;
      const found = list.map((p, i) => [p, i] as const).filter(([p]) => (isProperty(p) || p.type === 'ObjectMethod') && !p.computed && keyName(p as never) === key);
      if (found.length !== 1) return undefined;
      const [prop, i] = found[0];
      if (prop.type === 'ObjectMethod') return prop.kind === 'get' ? returnsOf(walk, props.get(i), env, depth) : undefined;
      return follow(walk, props.get(i, 'value'), env, depth + 1);
    }
    case 'instance':
      return instanceMember(walk, target, key, env, depth);
    case 'method':
      return undefined;
  }
}

/** What a written type stands for, by `text`: the client itself, or a type whose members are followed (a getter, called, gives one). */
function typed(walk: Walk, type: ASTNode, text: string): Target[] {
  return walk.seeds.typeKind(type) === 'instance' ? [{ kind: 'client', receiver: text, names: [] }] : [{ kind: 'type', type, text }];
}

/**
 * The member `key` of an instance of a class of the file: a getter's returns, a method (for its call),
 * a field's initialiser (or its written type), together with every value the class's own code writes
 * to `this.key`. Unknown when anything else writes a member of that name, or, for `this`, when a
 * class below it declares its own. Read through `this`, a client is named `this.key`.
 */
function instanceMember(walk: Walk, target: Extract<Target, { kind: 'instance' }>, key: string, env: Env, depth: number): Target[] | undefined {
  if (functionClasses(walk.index).names.has(target.cls.value)) return constructedMember(walk, target, key, env, depth);
  const cls = target.cls.value as ClassNode;
  const writes = memberWrites(walk.index, key);
  if (computedMemberWrites(walk.index).length > 0 || writes.some((w) => !writtenByOwn(w, cls))) return undefined;
  if (target.text) {
    const below = classesBelow(classLinks(walk.index), cls, 8);
    if (below.deeper || below.classes.some((c) => c !== cls && ownMembers(c, key, false).length > 0)) return undefined;
  }
  const found = ownMembers(cls, key, false);
  if (found.length > 1 || (found.length === 0 && writes.length === 0)) return undefined;
  const text = target.text && `${target.text}.${key}`;
  const sets = writes.map((w) => follow(walk, w.get('right'), env, depth + 1));
  if (found.length === 1) {
    const body = target.cls.get('body', 'body');
    const { m, i } = found[0];
    if (m.type === 'ClassMethod' && (m.kind === 'get' || m.kind === 'method')) {
      if (writes.length > 0) return undefined;
      return m.kind === 'get' ? returnsOf(walk, body.get(i), env, depth) : [{ kind: 'method', fnAt: body.get(i) }];
    }
    if ((m.type as string) !== 'ClassProperty' && (m.type as string) !== 'PropertyDefinition') return undefined;
    const type = usable(annotatedType(m as { typeAnnotation?: unknown }));
    if (m.value) sets.push(follow(walk, body.get(i, 'value'), env, depth + 1));
    else if (type && text) return typed(walk, type, text);
    else if (writes.length === 0) return undefined;
  }
  const all = collect(sets);
  return text ? all?.map((t) => (t.kind === 'client' && t.names.length === 0 ? { ...t, receiver: text } : t)) : all;
}

/**
 * The member `key` of `this` in a constructor function of the file or its prototype's functions: the
 * prototype's method, or every value `this.key = …` there gives, named `this.key`. Unknown when
 * anything else writes a member of that name (the file hands no such function on: nothing overrides it).
 */
function constructedMember(walk: Walk, target: Extract<Target, { kind: 'instance' }>, key: string, env: Env, depth: number): Target[] | undefined {
  const { owners, members } = functionClasses(walk.index);
  const ctor = target.cls.value;
  const method = members.get(ctor)?.get(key);
  const writes = memberWrites(walk.index, key).filter((w) => !method || unwrap(w.value.right) !== method);
  const own = (w: ASTPath<AssignmentExpression>): boolean => {
    const holder = thisHolder(w);
    return isThisWrite(w) && holder !== null && 'fn' in holder && owners.get(holder.fn.value) === ctor;
  };
  if (computedMemberWrites(walk.index).length > 0 || writes.some((w) => !own(w))) return undefined;
  const methodAt = method && pathOfNode(walk.ctx, method);
  if (members.get(ctor)?.has(key)) return methodAt && writes.length === 0 ? [{ kind: 'method', fnAt: methodAt }] : undefined;
  if (writes.length === 0) return undefined;
  const all = collect(writes.map((w) => follow(walk, w.get('right'), env, depth + 1)));
  return all?.map((t) => (t.kind === 'client' && t.names.length === 0 ? { ...t, receiver: `${target.text}.${key}` } : t));
}

/** Whether an assignment is `this.key = …`. */
function isThisWrite(write: ASTPath<AssignmentExpression>): boolean {
  const left = unwrap(write.value.left);
  return write.value.operator === '=' && isMember(left) && unwrap(left.object)?.type === 'ThisExpression';
}

/** Whether an assignment is `this.key = …` in a method of `cls` (not a static one). */
function writtenByOwn(write: ASTPath<AssignmentExpression>, cls: ClassNode): boolean {
  const holder = thisHolder(write);
  return isThisWrite(write) && holder !== null && 'cls' in holder && holder.cls === cls && !holder.isStatic;
}

/** A written type that says something (not `any` or `unknown`). */
function usable(type: ASTNode | undefined): ASTNode | undefined {
  return type && type.type !== 'TSAnyKeyword' && type.type !== 'TSUnknownKeyword' ? type : undefined;
}

/**
 * What a name stands for: a `const`'s initialiser (or the key a destructuring `const` takes of it), a
 * `let` or `var` by its written type or else the one value it is given where it is declared (never
 * written again), a typed parameter, a parameter bound at a call site.
 */
function named(walk: Walk, at: ASTPath, env: Env, depth: number): Target[] | undefined {
  const name = (at.value as Identifier).name;
  const declarations = declarationsAt(walk.index, at, name);
  if (declarations.length !== 1) return undefined;
  const [d] = declarations;
  const rename = (found: Target[] | undefined): Target[] | undefined => found?.map((t) => (t.kind === 'client' && t.names.length === 0 ? { ...t, receiver: name } : t));
  if (d.declarator) {
    const declarator = d.declarator as ASTPath<VariableDeclarator>;
    if (declarator.parentPath?.parentPath?.value?.kind !== 'const') {
      const type = declarator.value.id === d.id ? usable(annotatedType(d.id as { typeAnnotation?: unknown })) : undefined;
      if (type) return typed(walk, type, name);
      if (writesOf(walk.index, walk.ctx.root, d.scope, name).some((w) => declarationsAt(walk.index, w, name)[0]?.id === d.id)) return undefined;
    }
    if (!declarator.value.init) return undefined;
    const init = declarator.get('init');
    if (declarator.value.id === d.id) return rename(follow(walk, init, env, depth + 1));
    // `const { client } = context.cloudflare`, `const { client: cf } = …`: one key of the initialiser.
    const props: ASTNode[] = declarator.value.id.type === 'ObjectPattern' ? declarator.value.id.properties : [];
    const prop = props.find((p) => isProperty(p) && p.value === d.id && !p.computed);
    const key = isProperty(prop) ? keyName(prop) : undefined;
    const objects = key !== undefined ? follow(walk, init, env, depth + 1) : undefined;
    return objects && key !== undefined ? rename(collect(objects.map((o) => memberOf({ walk, target: o, key, env, depth })))) : undefined;
  }
  const fn = d.scope;
  if (!isFunction(fn)) return undefined;
  const index = argumentIndex(fn, (p: ASTNode) => p === d.id || (p.type === 'AssignmentPattern' && p.left === d.id) || (p.type === 'TSParameterProperty' && p.parameter === d.id));
  if (index < 0) return undefined;
  // Bound at a call site: the argument given there; else the type it is declared with (not `any` or `unknown`).
  const site = env.get(fn);
  if (site) return site.at.value.arguments[index] ? rename(argumentAt(walk, site, index, env, depth)) : undefined;
  const type = usable(annotatedType(d.id as { typeAnnotation?: unknown }));
  if (type) return typed(walk, type, name);
  walk.needs ??= fn;
  return undefined;
}

/** What a site passes at `index`: in another module, only clients (its other targets are that module's nodes), its own functions' sites enumerated there. */
function argumentAt(walk: Walk, site: Site, index: number, env: Env, depth: number): Target[] | undefined {
  const argument = site.at.get('arguments', index);
  if (site.walk === walk) return follow(walk, argument, env, depth + 1);
  const found = bound(site.walk, argument, env, depth + 1);
  return found?.every((t) => t.kind === 'client') ? found : undefined;
}

/**
 * A call: of a function of the file (its returns, its parameters bound to this call's arguments), of a
 * method of an instance (`this.client()`), of a member typed as a function giving a client
 * (`deps.getClient()`). An async one only awaited. A client it gives is named by the call's text.
 */
function returned(walk: Walk, at: ASTPath<CallExpression>, env: Env, depth: number): Target[] | undefined {
  const callee = unwrap(at.value.callee);
  const awaited = at.parentPath?.value?.type === 'AwaitExpression';
  let found: Target[] | undefined;
  if (callee?.type === 'Identifier') {
    const [d, more] = declarationsAt(walk.index, at, callee.name);
    if (!d || more) return undefined;
    const holder = pathOfNode(walk.ctx, d.id)?.parentPath;
    const fnAt = holder?.value?.type === 'FunctionDeclaration' ? holder : d.declarator?.parentPath?.parentPath?.value?.kind === 'const' ? d.declarator.get('init') : undefined;
    found = fnAt && called({ walk, fnAt, at, env, depth }, awaited);
  } else if (isMember(callee)) {
    const callees = follow(walk, at.get('callee'), env, depth + 1);
    const getter = (t: Target): Target[] | undefined => (t.kind === 'type' && walk.seeds.typeKind(t.type) === 'getter' ? [{ kind: 'client', receiver: '', names: [] }] : undefined);
    found = callees && collect(callees.map((t) => (t.kind === 'method' ? called({ walk, fnAt: t.fnAt, at, env, depth }, awaited) : getter(t))));
  }
  const text = callText(at.value);
  return found?.map((t) => (t.kind === 'client' && t.names.length === 0 ? { ...t, receiver: text } : t));
}

/** What a call of the function at `fnAt` (a plain or awaited async one) returns, its parameters bound to the call's arguments. */
function called({ walk, fnAt, at, env, depth }: { walk: Walk; fnAt: ASTPath; at: ASTPath<CallExpression>; env: Env; depth: number }, awaited: boolean): Target[] | undefined {
  const fn = fnAt.value as FunctionNode;
  if (!isFunction(fn) || fn.generator || (fn.async && !awaited)) return undefined;
  return returnsOf(walk, fnAt, new Map([...env, [fn, { at, walk }]]), depth);
}

/** What every `return` of a function stands for (its expression body, for an arrow); `return`, `undefined` and `null` give nothing. */
function returnsOf(walk: Walk, fnAt: ASTPath, env: Env, depth: number): Target[] | undefined {
  const fn = fnAt.value as FunctionNode;
  if (fn.body.type !== 'BlockStatement') return follow(walk, fnAt.get('body'), env, depth + 1);
  const returns = ownReturns(walk.index, fn).filter((r) => !isNothing(r.value.argument));
  if (returns.length === 0) return undefined;
  return collect(returns.map((r) => follow(walk, r.get('argument'), env, depth + 1)));
}

/** No value: a bare `return`, `undefined` or `null`. */
function isNothing(node: MaybeNode): boolean {
  const n = unwrap(node);
  return !n || n.type === 'NullLiteral' || (n.type === 'Literal' && n.value === null) || (n.type === 'Identifier' && n.name === 'undefined');
}

/** A call as a receiver key: `getClient()`, `deps.getClient()`, `clientFor(token)`; arguments other than names and strings as `…`. */
export function callText(call: CallNode): string {
  const callee = unwrap(call.callee);
  const name = receiverKey(callee) ?? (isMember(callee) && !callee.computed ? `${receiverKey(callee.object) ?? '…'}.${memberName(callee)}` : undefined) ?? '…';
  const args = call.arguments.map((a) => {
    const v = unwrap(a);
    if (v?.type === 'Identifier') return v.name;
    const text = stringValue(v);
    return text !== undefined && !/['\\\n]/.test(text) ? `'${text}'` : '…';
  });
  return `${name}(${args.join(', ')})`;
}
