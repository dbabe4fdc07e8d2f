import type { ASTNode, ASTPath, Collection, Identifier, JSCodeshift } from 'jscodeshift';
import type { UserConfig } from '../../types';
import { importedSdk } from '../anchors/imported';
import { CALLS, CLASS_FIELDS, nodeIndex, pathOfNode, type IndexContext, type NodeIndex } from '../../ast/node-index';
import { classLinks } from '../../flow/class-links';
import { callText, clientChains, type ClientSeeds } from '../../flow/clients';
import type { ClassNode } from '../../flow/value';
import { declarationsAt, thisOwner, topLevelDeclarations, type Declaration } from '../../ast/scope';
import { memberTypedReceivers, typedReceivers } from '../../ast/typed-receivers';
import { classTypeKind, importedClass, makesInstance, type ImportedClass } from '../../ast/class-types';
import { isCall, isMember, keyName, memberName, receiverKey, stringValue, unwrap, unwrapAwait, type MaybeNode } from '../../ast/syntax';

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
   * the tree's index as it is now, when it was edited since the receivers were found. The seeds (a
   * name or `this.x` made or typed with the client, a getter typed so, called) and what the layer
   * follows from them (src/flow/clients.ts: aliases, factories, `this.x = client`, typed members:
   * `ctx.client`, `deps.getClient()`), a call keyed by its text (`clientFor(token)`).
   */
  clientAt(at: ASTPath, base: MaybeNode, index?: NodeIndex): string | undefined;
  /** What the layer's walk starts from: the receivers made or typed, and the written types that are the client (or give one). */
  seeds(index?: NodeIndex): ClientSeeds;
  /** Whether the module-level `name` holds a client (what a module exports as one). */
  topLevel(name: string): boolean;
  /** Whether an expression makes a client: `new Cloudflare(…)`, the v2 factory `require('cloudflare')({…})`, an imported maker. */
  makes(node: MaybeNode, at?: ASTPath): boolean;
  /** Whether the file holds any client: a receiver made or typed, or a call that makes one. */
  readonly any: boolean;
  /** Whether the file may hold a client anywhere: it holds one, or names the package's client (its class, type or namespace). */
  readonly mayHold: boolean;
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
  const receivers = findReceivers({ j, root }, nodeIndex(j, root), importedSdk(config));
  cache.set(rootNode, { imported: config.imported, receivers });
  return receivers;
}

const cache = new WeakMap<object, { imported: unknown; receivers: SdkReceivers }>();

function findReceivers(ctx: IndexContext, index: NodeIndex, imported: { clients: string[]; factories: string[] }): SdkReceivers {
  const names = importedClass(index, SDK_MODULE, CLIENT_EXPORTS);
  for (const factory of imported.factories) names.constructors.add(factory);
  /** Declaring identifiers of the file that hold a client, names the file does not declare, `this.x` keys by class (null: `this` of another function). */
  const declarations = new Set<Identifier>();
  const globals = new Set<string>();
  const thisKeys = new Map<ASTNode | null, Set<string>>();
  /** Declaring identifiers whose value, called, gives a client: a getter parameter (`getClient: () => Cloudflare`). */
  const getters = new Set<Identifier>();
  /** `this` keys: `this.cf` holds a client, `this.getClient()` (a getter field) gives one, `this.ctx.client` a member typed with one. */
  const addThis = (at: ASTPath, key: string): void => {
    const owner = thisOwner(at);
    (thisKeys.get(owner) ?? thisKeys.set(owner, new Set()).get(owner)!).add(key);
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
  /** The receiver key of an expression the seeds say holds or gives a client at `at`. */
  const seedKey = (at: ASTPath, base: MaybeNode, now: NodeIndex = index): string | undefined => {
    const n = unwrapAwait(base);
    if (n?.type === 'Identifier') {
      const found = declarationsAt(now, at, n.name);
      return (found.length === 0 ? globals.has(n.name) : holds(found)) ? n.name : undefined;
    }
    if (isMember(n)) {
      const key = thisKey(n);
      return key && thisHolds(thisOwner(at), key, now) ? key : undefined;
    }
    if (!isCall(n)) return undefined;
    const callee = unwrap(n.callee);
    let made: string | undefined;
    if (makesClient(n, at, now)) made = n.type === 'NewExpression' ? 'new ' : '';
    else if (n.type === 'NewExpression') return undefined;
    else if (callee?.type === 'Identifier' && holds(declarationsAt(now, at, callee.name), getters)) made = '';
    else if (thisKey(callee) && thisHolds(thisOwner(at), `${thisKey(callee)}()`, now)) made = '';
    return made === undefined ? undefined : `${made}${callText(n)}`;
  };
  const requires = () => index.of('CallExpression').some((p: ASTPath<any>) => p.value.callee.type === 'Identifier' && p.value.callee.name === 'require');
  if (constructors.size > 0 || requires()) madeClients(index, makesClient, { declarations, addThis, bind });
  if (names.types.size > 0) typedClients(index, names, { declarations, getters, addThis });
  const seeds = (now: NodeIndex = index): ClientSeeds => ({ clientAt: (p) => seedKey(p, p.value, now), typeKind: (type) => classTypeKind(now, names, type) });
  const any = declarations.size + globals.size + thisKeys.size + getters.size > 0 || (constructors.size > 0 && index.of(...CALLS).some((p) => makesClient(p.value, p)));
  const mayHold = constructors.size > 0 || names.types.size > 0 || any;
  /** The seeds' key, else the layer's answer for the client itself (`names: []`). */
  const clientAt = (at: ASTPath, base: MaybeNode, now: NodeIndex = index): string | undefined => {
    const seed = seedKey(at, base, now);
    if (seed !== undefined || !mayHold || !base) return seed;
    const basePath = pathOfNode(ctx, base as ASTNode);
    const [one, more] = (basePath && clientChains(ctx, now, seeds(now), basePath, true)) || [];
    return more ? undefined : one?.receiver;
  };
  return {
    clientAt,
    seeds,
    makes: makesClient,
    topLevel: (name) => {
      const found = topLevelDeclarations(index, name);
      if (found.length === 0) return globals.has(name);
      if (holds(found)) return true;
      const at = found.length === 1 && mayHold ? pathOfNode(ctx, found[0].id) : undefined;
      return at !== undefined && clientAt(at, found[0].id) !== undefined;
    },
    any,
    mayHold,
  };
}

/** Where a client is made and kept: a variable, a field, `this.x`, a name assigned one (`new Cloudflare(…)`, the v2 factory's call). */
function madeClients(
  index: NodeIndex,
  makesClient: (node: MaybeNode, at?: ASTPath) => boolean,
  { declarations, addThis, bind }: { declarations: Set<Identifier>; addThis(at: ASTPath, key: string): void; bind(at: ASTPath, name: string): void },
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

/**
 * Receivers declared with the package's type (`client: Cloudflare`; a parameter property is also its
 * own name in the constructor), a getter of one (`getClient: () => Cloudflare`, a client when called),
 * a member of a field's written type (`this.ctx.client` for `ctx: Context` with `interface Context {
 * client: Cloudflare }`), a destructured `{ client }: Context`. A member of a name's type (`ctx.client`,
 * `deps.getClient()`) is the layer's (src/flow/clients.ts).
 */
function typedClients(index: NodeIndex, names: ImportedClass, { declarations, getters, addThis }: { declarations: Set<Identifier>; getters: Set<Identifier>; addThis(at: ASTPath, key: string): void }): void {
  for (const { key, type, id, at } of [...typedReceivers(index), ...memberTypedReceivers(index)]) {
    const kind = classTypeKind(index, names, type);
    if (!kind) continue;
    const ofThis = key.startsWith('this.');
    const dot = key.lastIndexOf('.');
    if (ofThis) addThis(at, kind === 'instance' ? key : `${key}()`);
    // `this.ctx.client` is no name's; `this.cf` of a parameter property is also its name; `ctx.client` is the layer's.
    if (!id || (ofThis && dot > 'this'.length) || (!ofThis && dot >= 0)) continue;
    (kind === 'instance' ? declarations : getters).add(id);
  }
}

/** The key of `this.x` or of a member of it (`this.ctx.client`), as the seeds keep `this` receivers. */
function thisKey(n: MaybeNode): string | undefined {
  const key = receiverKey(n);
  if (key?.startsWith('this.')) return key;
  const owner = isMember(n) && !n.computed ? receiverKey(unwrap(n.object)) : undefined;
  return owner?.startsWith('this.') && isMember(n) ? `${owner}.${memberName(n)}` : undefined;
}

/** The text a `{N}` placeholder takes: the string argument's value, or `:param` when it is dynamic. */
export function argumentSegment(arg: any): string {
  return stringValue(arg) ?? ':param';
}
