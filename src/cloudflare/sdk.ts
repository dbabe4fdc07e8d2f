import type { ASTPath, Collection, JSCodeshift } from 'jscodeshift';
import { patternNames } from '../ast/bindings';
import type { UserConfig } from '../types';
import { importedSdk } from './imported';
import { CLASS_FIELDS, nodeIndex, type NodeIndex } from '../ast/node-index';
import { typedReceivers } from '../ast/typed-receivers';
import { isCall, keyName, memberChain, receiverKey, requiredModule, stringValue, unwrap, unwrapAwait } from '../ast/syntax';

const SDK_MODULE = 'cloudflare';

/**
 * Receivers made from the `cloudflare` package in one file, by key (`client`, `this.cf`): made with
 * `new Cloudflare(...)` (ESM import or CommonJS require, also `new (require('cloudflare'))(...)`),
 * with the v2 factory `require('cloudflare')({token})`, as class fields, or declared with the
 * package's type (`client: Cloudflare`, a parameter or a field).
 */
export function sdkReceivers(j: JSCodeshift, root: Collection<any>, config: UserConfig = {}): Set<string> {
  const rootNode = root.get().value;
  const cached = cache.get(rootNode);
  if (cached && cached.imported === config.imported) return cached.receivers;
  const receivers = findReceivers(nodeIndex(j, root), importedSdk(config));
  cache.set(rootNode, { imported: config.imported, receivers });
  return receivers;
}

const cache = new WeakMap<object, { imported: unknown; receivers: Set<string> }>();

function findReceivers(index: NodeIndex, imported: { clients: string[]; factories: string[] }): Set<string> {
  // Imported anchors (project index): functions returning a client make one like the constructor does.
  const constructors = new Set<string>(imported.factories);
  index.of('ImportDeclaration').forEach((p: ASTPath<any>) => {
    if (p.value.source.value !== SDK_MODULE) return;
    for (const s of p.value.specifiers ?? []) constructors.add(s.local.name);
  });
  index.of('TSImportEqualsDeclaration').forEach((p: ASTPath<any>) => {
    const ref = p.value.moduleReference;
    if (ref?.type === 'TSExternalModuleReference' && ref.expression.value === SDK_MODULE) constructors.add(p.value.id.name);
  });
  index.of('VariableDeclarator').forEach((p: ASTPath<any>) => {
    if (requiredModule(p.value.init) === SDK_MODULE) patternNames(p.value.id).forEach((n) => constructors.add(n));
  });
  const receivers = new Set<string>(imported.clients);
  const requires = () => index.of('CallExpression').some((p: ASTPath<any>) => p.value.callee.type === 'Identifier' && p.value.callee.name === 'require');
  if (constructors.size === 0 && !requires()) return receivers;

  /** `new Cloudflare(...)`, `Cloudflare(...)` (v2 factory), `new (require('cloudflare'))()`, `require('cloudflare')({...})`. */
  const makesClient = (node: any): boolean => {
    const n = unwrapAwait(node);
    if (!isCall(n)) return false;
    const callee = unwrap(n.callee);
    if (callee.type === 'Identifier' && constructors.has(callee.name)) return true;
    if (callee.type === 'MemberExpression' && unwrap(callee.object)?.type === 'Identifier' && constructors.has(unwrap(callee.object).name)) {
      const name = keyName({ key: callee.property, computed: callee.computed });
      return name === 'default' || name === 'Cloudflare';
    }
    return requiredModule(callee) === SDK_MODULE;
  };
  index.of('VariableDeclarator').forEach((p: ASTPath<any>) => {
    const id = p.value.id;
    if (id.type === 'Identifier' && makesClient(p.value.init)) receivers.add(id.name);
  });
  index.of('AssignmentExpression').forEach((p: ASTPath<any>) => {
    const key = receiverKey(p.value.left);
    if (key && makesClient(p.value.right)) receivers.add(key);
  });
  index.of(...CLASS_FIELDS).forEach((p: ASTPath<any>) => {
    const v = p.value;
    const name = v.type === 'ClassPrivateProperty' ? `#${v.key.id.name}` : keyName(v);
    if (name && makesClient(v.value)) receivers.add(`this.${name}`);
  });
  // Declared with the package's type (`client: Cloudflare`); a parameter property is also its own name in the constructor.
  for (const { key, typeName, parameter } of typedReceivers(index)) {
    if (!constructors.has(typeName)) continue;
    receivers.add(key);
    if (parameter) receivers.add(parameter);
  }
  return receivers;
}

/** For a call on an SDK receiver: its receiver key and the member names after it (`['dns', 'records', 'create']`). */
export function sdkChain(callee: any, receivers: Set<string>): { receiver: string; names: string[] } | undefined {
  const chain = memberChain(callee);
  if (!chain || chain.names.length === 0) return undefined;
  const key = receiverKey(chain.base);
  if (key && receivers.has(key)) return { receiver: key, names: chain.names };
  // `this.client.dns...`: memberChain stops at `this.client`.
  return undefined;
}

/** The text a `{N}` placeholder takes: the string argument's value, or `:param` when it is dynamic. */
export function argumentSegment(arg: any): string {
  return stringValue(arg) ?? ':param';
}
