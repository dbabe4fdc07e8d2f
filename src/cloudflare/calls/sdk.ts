import type { ASTNode, ASTPath, Collection, Identifier, JSCodeshift } from 'jscodeshift';
import type { UserConfig } from '../../types';
import { importedSdk } from '../anchors/imported';
import { CLASS_FIELDS, FUNCTIONS, nodeIndex, type NodeIndex } from '../../ast/node-index';
import { ownReturns } from '../../flow/returns';
import { classLinks } from '../../flow/class-links';
import type { ClassNode } from '../../flow/value';
import { declarationsAt, thisOwner, topLevelDeclarations, type Declaration } from '../../ast/scope';
import { memberTypedReceivers, typedReceivers } from '../../ast/typed-receivers';
import { classTypeKind, importedClass, isInstanceType, makesInstance, nameOf, type ClassTypeKind, type ImportedClass } from '../../ast/class-types';
import { isCall, type CallNode, isMember, keyName, memberChain, memberName, receiverKey, stringValue, unwrap, unwrapAwait, type MaybeNode } from '../../ast/syntax';

const SDK_MODULE = 'cloudflare';
/** What the package exports as its client class, under a namespace or a CommonJS require. */
const CLIENT_EXPORTS = new Set(['default', 'Cloudflare']);

/**
 * The SDK clients of one file, by their binding: a name stands for a client only where it resolves to
 * a declaration that holds one (a parameter or a local of the same name elsewhere, a test double,
 * is another binding), `this.x` by its key.
 */
export interface SdkReceivers {
  /**
   * The receiver key (`client`, `this.cf`) when `base`, written at `at`, holds a client there. `index`:
   * the tree's index as it is now, when it was edited since the receivers were found. Besides names
   * and `this.x`: a member typed with the client (`ctx.client`, `this.ctx.client`) and a call that
   * gives one (`getClient()`, `deps.getClient()`, `clientFor(token)`, `this.client()`), keyed by
   * their text (`clientFor(token)`, `clientFor(…)` for an argument that is not a name or a string).
   */
  clientAt(at: ASTPath, base: MaybeNode, index?: NodeIndex): string | undefined;
  /** Whether the module-level `name` holds a client (what a module exports as one). */
  topLevel(name: string): boolean;
  /** Whether an expression makes a client: `new Cloudflare(…)`, the v2 factory `require('cloudflare')({…})`, an imported maker. */
  makes(node: MaybeNode, at?: ASTPath): boolean;
  /** Whether the file holds any client. */
  readonly any: boolean;
  /** Whether the file may hold a client anywhere: it holds one, or names the package's client (its class, type or namespace). */
  readonly mayHold: boolean;
  /** Whether a written type is the client's (`Cloudflare`, `NS.Cloudflare`, an alias of one). */
  isClientType(type: ASTNode): boolean;
}

/**
 * Receivers made from the `cloudflare` package in one file: made with `new Cloudflare(...)` (ESM
 * import or CommonJS require, also `new (require('cloudflare'))(...)`), with the v2 factory
 * `require('cloudflare')({token})`, as class fields, or declared with the package's client type
 * (`client: Cloudflare`, `NS.Cloudflare`, `InstanceType<typeof Cloudflare>`, a local alias of one; a
 * parameter or a field). A type of the user's own with the same members is not the client.
 */
export function sdkReceivers(j: JSCodeshift, root: Collection<any>, config: UserConfig = {}): SdkReceivers {
  const rootNode = root.get().value;
  const cached = cache.get(rootNode);
  if (cached && cached.imported === config.imported) return cached.receivers;
  const receivers = findReceivers(nodeIndex(j, root), importedSdk(config));
  cache.set(rootNode, { imported: config.imported, receivers });
  return receivers;
}

const cache = new WeakMap<object, { imported: unknown; receivers: SdkReceivers }>();

function findReceivers(index: NodeIndex, imported: { clients: string[]; factories: string[] }): SdkReceivers {
  const names = importedClass(index, SDK_MODULE, CLIENT_EXPORTS);
  for (const factory of imported.factories) names.constructors.add(factory);
  /** Declaring identifiers of the file that hold a client, names the file does not declare, `this.x` keys by class (null: `this` of another function). */
  const declarations = new Set<Identifier>();
  const globals = new Set<string>();
  const thisKeys = new Map<ASTNode | null, Set<string>>();
  /** Declaring identifiers whose value, called, gives a client: a getter parameter (`getClient: () => Cloudflare`), a factory of the file. */
  const getters = new Set<Identifier>();
  /** Declaring identifiers typed with a type whose members hold a client (`ctx: Context`): member name → client or getter. */
  const members = new Map<Identifier, Map<string, ClassTypeKind>>();
  /** `this` keys: `this.cf` holds a client, `this.getClient()` (a method or a getter field) gives one, `this.ctx.client` a member typed with one. */
  const addThis = (at: ASTPath, key: string): boolean => {
    const owner = thisOwner(at);
    const keys = thisKeys.get(owner) ?? thisKeys.set(owner, new Set()).get(owner)!;
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  };
  const bind = (at: ASTPath, name: string): void => {
    const found = declarationsAt(index, at, name);
    if (found.length === 0) globals.add(name);
    for (const d of found) declarations.add(d.id);
  };
  // Imported anchors (project index): clients imported under a module-level name.
  for (const name of imported.clients) {
    const found = topLevelDeclarations(index, name);
    if (found.length === 0) globals.add(name);
    for (const d of found) declarations.add(d.id);
  }
  const { constructors } = names;
  /** `new Cloudflare(...)`, `Cloudflare(...)` (v2 factory), `new (require('cloudflare'))()`, `require('cloudflare')({...})`, an imported factory's call. */
  const makesClient = (node: MaybeNode, at?: ASTPath, now: NodeIndex = index): boolean => makesInstance(now, names, node, at);
  const holds = (found: Declaration[], set: Set<Identifier> = declarations): boolean => found.length > 0 && found.every((d) => set.has(d.id));
  /** Whether `this.x` holds a client in a class (or one it extends in this file: the layer's links, flow/class-links.ts), or where `this` is no class's. */
  const thisHolds = (owner: ASTNode | null, key: string, now: NodeIndex): boolean => {
    for (let cls = owner, depth = 0; cls && depth < 8; cls = classLinks(now).parent.get(cls as ClassNode) ?? null, depth++) if (thisKeys.get(cls)?.has(key)) return true;
    return thisKeys.get(null)?.has(key) ?? false;
  };
  /** The member `name` of the value `owner` stands for at `at` is a client or a getter of one (`ctx.client`, `this.ctx.getClient`). */
  const memberIs = ({ at, owner, name, kind, now }: { at: ASTPath; owner: MaybeNode; name: string; kind: ClassTypeKind; now: NodeIndex }): string | undefined => {
    const ownerName = nameOf(owner);
    if (ownerName !== undefined) {
      const found = declarationsAt(now, at, ownerName);
      return found.length > 0 && found.every((d) => members.get(d.id)?.get(name) === kind) ? `${ownerName}.${name}` : undefined;
    }
    const key = receiverKey(owner);
    return key?.startsWith('this.') && thisHolds(thisOwner(at), kind === 'instance' ? `${key}.${name}` : `${key}.${name}()`, now) ? `${key}.${name}` : undefined;
  };
  /** The receiver key of an expression that holds or gives a client at `at` (see `clientAt`). */
  const clientKey = (at: ASTPath, base: MaybeNode, now: NodeIndex = index): string | undefined => {
    const n = unwrapAwait(base);
    if (n?.type === 'Identifier') {
      const found = declarationsAt(now, at, n.name);
      return (found.length === 0 ? globals.has(n.name) : holds(found)) ? n.name : undefined;
    }
    if (isMember(n)) {
      const key = receiverKey(n);
      if (key?.startsWith('this.')) return thisHolds(thisOwner(at), key, now) ? key : undefined;
      const name = n.computed ? undefined : memberName(n);
      return name === undefined ? undefined : memberIs({ at, owner: unwrap(n.object), name, kind: 'instance', now });
    }
    if (!isCall(n)) return undefined;
    const callee = unwrap(n.callee);
    let made: string | undefined;
    if (makesClient(n, at, now)) made = n.type === 'NewExpression' ? 'new ' : '';
    else if (n.type === 'NewExpression') return undefined;
    else if (callee?.type === 'Identifier' && holds(declarationsAt(now, at, callee.name), getters)) made = '';
    else if (isMember(callee) && !callee.computed) {
      const key = receiverKey(callee);
      const name = memberName(callee);
      if (key?.startsWith('this.') ? thisHolds(thisOwner(at), `${key}()`, now) : name !== undefined && memberIs({ at, owner: unwrap(callee.object), name, kind: 'getter', now })) made = '';
    }
    return made === undefined ? undefined : `${made}${callText(n)}`;
  };
  const requires = () => index.of('CallExpression').some((p: ASTPath<any>) => p.value.callee.type === 'Identifier' && p.value.callee.name === 'require');
  if (constructors.size > 0 || requires()) madeClients(index, makesClient, { declarations, addThis, bind });
  if (names.types.size > 0) typedClients(index, names, { declarations, getters, members, addThis });
  if (constructors.size > 0 || declarations.size + globals.size + thisKeys.size + getters.size + members.size > 0) aliasesAndFactories();
  /**
   * In rounds, as what they are made from becomes known: aliases (`const client = cf`, `let c =
   * this.cf`, `const c = getClient()`, `this.cf = deps.client`) hold a client, unless a value that is
   * not one is assigned to them too; functions that return one are getters (`function clientFor(t) {
   * return new Cloudflare(…) }`, `() => cf`, a method `client() { return this.cf }` as
   * `this.client()`, a class getter `get client()` as `this.client`).
   */
  function aliasesAndFactories(): void {
    const notClient = new Set<Identifier>();
    index.of('AssignmentExpression').forEach((p) => {
      const left = unwrap(p.value.left);
      if (left?.type !== 'Identifier' || (p.value.operator === '=' && clientKey(p, p.value.right))) return;
      for (const d of declarationsAt(index, p, left.name)) notClient.add(d.id);
    });
    for (let round = 0; round < 4; round++) {
      let added = false;
      index.of('VariableDeclarator').forEach((p) => {
        const id = p.value.id;
        if (id.type !== 'Identifier' || declarations.has(id) || notClient.has(id) || !p.value.init) return;
        if (clientKey(p, p.value.init)) {
          declarations.add(id);
          added = true;
        }
      });
      index.of('AssignmentExpression').forEach((p) => {
        const key = receiverKey(unwrap(p.value.left));
        if (p.value.operator === '=' && key?.startsWith('this.') && clientKey(p, p.value.right)) added = addThis(p, key) || added;
      });
      index.of(...FUNCTIONS).forEach((p) => {
        const fn = p.value as FunctionLike;
        const returns = fn.body?.type === 'BlockStatement' ? ownReturns(index, p.value).flatMap((r) => (r.value.argument ? [r.get('argument')] : [])) : [p.get('body')];
        // Every value it returns is a client (`return undefined` / `null` aside): one that may return a double is not a factory.
        const values = returns.filter((r) => !isNothing(r.value));
        if (values.length === 0 || !values.every((r) => clientKey(r, r.value))) return;
        const holder = p.parentPath?.value;
        if (fn.type === 'ClassMethod' || fn.type === 'ClassPrivateMethod') {
          const name = fn.type === 'ClassPrivateMethod' ? `#${fn.key?.id?.name}` : keyName(fn);
          if (name && !fn.static && (fn.kind === 'method' || fn.kind === 'get')) added = addThis(p, fn.kind === 'get' ? `this.${name}` : `this.${name}()`) || added;
          return;
        }
        const id = fn.type === 'FunctionDeclaration' ? fn.id : holder?.type === 'VariableDeclarator' && unwrap(holder.init) === fn && holder.id.type === 'Identifier' ? holder.id : undefined;
        if (id && !getters.has(id)) {
          getters.add(id);
          added = true;
        }
      });
      if (!added) break;
    }
  }
  return {
    clientAt: clientKey,
    makes: makesClient,
    topLevel: (name) => (topLevelDeclarations(index, name).length === 0 ? globals.has(name) : holds(topLevelDeclarations(index, name))),
    any: declarations.size + globals.size + thisKeys.size + getters.size + members.size > 0,
    mayHold: constructors.size > 0 || names.types.size > 0 || declarations.size + globals.size + thisKeys.size + getters.size + members.size > 0,
    isClientType: (type) => isInstanceType(index, names, type),
  };
}

/** Where a client is made and kept: a variable, a field, `this.x`, a name assigned one (`new Cloudflare(…)`, the v2 factory's call). */
function madeClients(
  index: NodeIndex,
  makesClient: (node: MaybeNode, at?: ASTPath) => boolean,
  { declarations, addThis, bind }: { declarations: Set<Identifier>; addThis(at: ASTPath, key: string): boolean; bind(at: ASTPath, name: string): void },
): void {
  index.of('VariableDeclarator').forEach((p) => {
    const id = p.value.id;
    if (id.type === 'Identifier' && makesClient(p.value.init, p)) declarations.add(id);
  });
  index.of('AssignmentExpression').forEach((p) => {
    if (!makesClient(p.value.right, p)) return;
    const left = unwrap(p.value.left);
    if (left?.type === 'Identifier') bind(p, left.name);
    const key = receiverKey(left);
    if (key?.startsWith('this.')) addThis(p, key);
  });
  index.of(...CLASS_FIELDS).forEach((p: ASTPath<any>) => {
    const v = p.value;
    const name = v.type === 'ClassPrivateProperty' ? `#${v.key.id.name}` : keyName(v);
    if (name && makesClient(v.value, p)) addThis(p, `this.${name}`);
  });
}

/** What the typed receivers of a file record: declaring identifiers holding a client or a getter of one, members typed so, `this` keys. */
interface TypedState {
  declarations: Set<Identifier>;
  getters: Set<Identifier>;
  members: Map<Identifier, Map<string, ClassTypeKind>>;
  addThis(at: ASTPath, key: string): boolean;
}

/**
 * Receivers declared with the package's type (`client: Cloudflare`; a parameter property is also its
 * own name in the constructor), a getter of one (`getClient: () => Cloudflare`, a client when called),
 * or through a member of a written type: `ctx.client` for `ctx: Context` with `interface Context {
 * client: Cloudflare }`, `deps.getClient()`, `this.ctx.client`, a destructured `{ client }: Context`.
 */
function typedClients(index: NodeIndex, names: ImportedClass, { declarations, getters, members, addThis }: TypedState): void {
  for (const { key, type, id, at } of [...typedReceivers(index), ...memberTypedReceivers(index)]) {
    const kind = classTypeKind(index, names, type);
    if (!kind) continue;
    const ofThis = key.startsWith('this.');
    const dot = key.lastIndexOf('.');
    if (ofThis) addThis(at, kind === 'instance' ? key : `${key}()`);
    // `this.ctx.client` is no name's; `this.cf` of a parameter property is also its name.
    if (!id || (ofThis && dot > 'this'.length)) continue;
    if (dot < 0 || ofThis) (kind === 'instance' ? declarations : getters).add(id);
    else (members.get(id) ?? members.set(id, new Map()).get(id)!).set(key.slice(dot + 1), kind);
  }
}

/** The parts of a function (declaration, expression, arrow, method) read to tell whether it gives a client. */
interface FunctionLike {
  type: string;
  body?: { type: string };
  id?: Identifier | null;
  key?: ASTNode & { id?: Identifier };
  kind?: string;
  static?: boolean;
  computed?: boolean;
}

/** `undefined` or `null`, as a function returns for "no client". */
const isNothing = (node: MaybeNode): boolean => {
  const n = unwrap(node);
  return n?.type === 'NullLiteral' || (n?.type === 'Literal' && n.value === null) || (n?.type === 'Identifier' && n.name === 'undefined');
};

/** A call as a receiver key: `getClient()`, `deps.getClient()`, `clientFor(token)`; arguments other than names and strings as `…`. */
function callText(call: CallNode): string {
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

/** For a call on an SDK receiver (the call at `at`): its receiver key and the member names after it (`['dns', 'records', 'create']`). */
export function sdkChain(at: ASTPath, callee: MaybeNode, receivers: SdkReceivers, index?: NodeIndex): { receiver: string; names: string[] } | undefined {
  const chain = memberChain(callee);
  if (!chain || chain.names.length === 0) return undefined;
  const receiver = receivers.clientAt(at, chain.base, index);
  if (receiver) return { receiver, names: chain.names };
  // A client held by a member of the base (`ctx.client.rateLimits.list`, `this.ctx.client.…`): the innermost member.
  if (chain.names.length < 2) return undefined;
  let inner = unwrap(callee);
  while (isMember(inner) && unwrap(inner.object) !== chain.base) inner = unwrap(inner.object);
  const member = isMember(inner) ? receivers.clientAt(at, inner, index) : undefined;
  return member ? { receiver: member, names: chain.names.slice(1) } : undefined;
}

/** The text a `{N}` placeholder takes: the string argument's value, or `:param` when it is dynamic. */
export function argumentSegment(arg: any): string {
  return stringValue(arg) ?? ':param';
}
