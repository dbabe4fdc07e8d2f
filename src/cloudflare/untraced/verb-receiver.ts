import type { ASTNode, ASTPath } from 'jscodeshift';
import { currentIndex, pathOfNode, type IndexContext } from '../../ast/node-index';
import { declarationsAt } from '../../ast/scope';
import { annotatedTypeName, typeMembers, typedReceivers } from '../../ast/typed-receivers';
import { dottedName, isCall, isMember, memberChain, memberName, receiverKey, requiredModule, unwrap, type MaybeNode } from '../../ast/syntax';
import { CLIENT_PACKAGES } from '../calls/client-names';

/*
 * Whether a call named for an HTTP verb (`http.put(url, body)`) is a request, for the second tier's
 * body condition (sent-key.ts). A `put` is just as often a store's (`bucket.put(key, value)`,
 * `objectStore('x').put(value, key)`, `lru.put(path, value)`), so the call counts only when:
 *
 * - the spelling is its FIRST argument (an HTTP client's `put(url, body)`; a store's key is often the second);
 * - its receiver is not a call's result (`objectStore('x').put`, `db.table('x').put`), nor a store:
 *   a name said as one (`cache`, `kv`, `recordStore`), a Worker's binding (`env.X`, `c.env.X`,
 *   `this.env.X`, a name given `env.X`), or a name typed `R2Bucket`/`KVNamespace`/`DurableObjectStorage`…;
 * - and something shows the receiver sends: a bare verb function (`put(url, body)`), a name said as a
 *   client (`http`, `api`, `client`, `this.gateway`), a binding of an HTTP library (`axios`, `got`,
 *   `ky`, `ofetch`: client-names.ts' CLIENT_PACKAGES, or `axios.create(…)`), a name typed with a type that declares two verbs or more
 *   (`interface Wire { put(…); patch(…) }`), or the same receiver also called `.post(`/`.patch(` in the file.
 *
 * A plain name putting a value under a path with nothing showing that it sends (`records.put(path, v)`) is no request.
 */

const VERB_NAMES = new Set(['get', 'post', 'put', 'patch', 'delete', 'head']);
/** A receiver's last name that says it keeps values, not sends them. */
const STORE = /(?:cache|store|storage|kv|redis|map|memo|db|session|bucket)s?$/i;
/** A receiver's last name that says it sends requests. */
const CLIENT = /(?:https?|client|api|axios|request|requester|rest|remote|gateway|fetcher)$/i;
/** Workers bindings' and storage types: their `put` keeps a value. */
const STORE_TYPES = new Set(['R2Bucket', 'KVNamespace', 'DurableObjectStorage', 'Cache', 'Map', 'IDBObjectStore', 'Storage']);
const CLIENT_TYPES = /^(?:AxiosInstance|AxiosStatic|Got|KyInstance|\$Fetch|SuperAgentStatic|HttpClient)$/;

type Loose = ReturnType<typeof unwrap>;
const loose = (n: unknown): Loose => n;

/** A chain holding a Worker's `env` (`env.X`, `c.env.X`, `this.env.X`, `ctx.env.X`). */
function workerBinding(node: MaybeNode): boolean {
  const chain = memberChain(node, true);
  const base = loose(unwrap(chain?.base));
  return !!chain && chain.names.length > 0 && ((base?.type === 'Identifier' && base.name === 'env') || chain.names.slice(0, -1).includes('env'));
}

/** The declarator init of the name a receiver is (one declaration), when it is a plain name. */
function initOf(ctx: IndexContext, receiver: Loose): Loose {
  if (receiver?.type !== 'Identifier') return undefined;
  const at = pathOfNode(ctx, receiver as ASTNode);
  const found = at ? declarationsAt(currentIndex(ctx), at, receiver.name as string) : [];
  return found.length === 1 ? loose(unwrap(loose(found[0].declarator?.value)?.init)) : undefined;
}

/** The type name the receiver is declared with (`bucket: R2Bucket`, `constructor(private wire: Wire)`). */
function typedAs(ctx: IndexContext, receiver: Loose): { name?: string; verbs: number } | undefined {
  const key = receiverKey(receiver);
  const typed = key ? typedReceivers(currentIndex(ctx)).find((t) => t.key === key) : undefined;
  if (!typed) return undefined;
  const verbs = typeMembers(currentIndex(ctx), typed.type).filter((m) => VERB_NAMES.has(m.name.toLowerCase())).length;
  return { name: typed.typeName ?? annotatedTypeName({ typeAnnotation: { typeAnnotation: typed.type } }), verbs };
}

/** A receiver that keeps values: a store's name, a Worker's binding, a name given one, a storage type. */
export function storeReceiver(ctx: IndexContext, receiver: MaybeNode): boolean {
  const r = loose(unwrap(receiver));
  const last = isMember(r) ? memberName(r) : r?.type === 'Identifier' ? (r.name as string) : undefined;
  if (STORE.test(last ?? '') || workerBinding(r)) return true;
  const init = initOf(ctx, r);
  if (init && workerBinding(init)) return true;
  const typed = typedAs(ctx, r);
  return STORE_TYPES.has(typed?.name ?? '');
}

/** A receiver bound to an HTTP library: its import/require, or a client made from one (`axios.create(…)`). */
function libraryClient(ctx: IndexContext, receiver: Loose, depth = 0): boolean {
  if (receiver?.type !== 'Identifier' || depth > 2) return false;
  const at = pathOfNode(ctx, receiver as ASTNode);
  const [d] = at ? declarationsAt(currentIndex(ctx), at, receiver.name as string) : [];
  if (!d) return false;
  const holder = loose(d.declarator?.value);
  if (!holder) {
    // An import: `import axios from 'axios'`, `import { ofetch } from 'ofetch'`.
    const imported = currentIndex(ctx).of('ImportDeclaration').find((p) => loose(p.value).specifiers?.some((s: Loose) => s.local === d.id));
    return !!imported && CLIENT_PACKAGES.has(String(loose(imported.value).source.value));
  }
  const init = loose(unwrap(holder.init));
  if (CLIENT_PACKAGES.has(requiredModule(init) ?? '')) return true;
  if (!isCall(init)) return false;
  const callee = loose(unwrap(init.callee));
  const base = isMember(callee) ? loose(unwrap(memberChain(callee, true)?.base)) : callee;
  return libraryClient(ctx, base, depth + 1);
}

/** The same receiver (by its dotted name) also called `.post(`/`.patch(` in the file. */
function sendsElsewhere(ctx: IndexContext, receiver: Loose): boolean {
  const name = dottedName(receiver, true);
  if (!name) return false;
  return currentIndex(ctx)
    .of('CallExpression')
    .some((p) => {
      const callee = loose(unwrap(p.value.callee as MaybeNode));
      return isMember(callee) && ['post', 'patch'].includes(memberName(callee) ?? '') && dottedName(callee.object, true) === name && p.value.arguments.length > 0;
    });
}

/** Whether a verb-named call whose argument `argument` holds the spelling is a request (see the top of this file). */
export function verbCallSends(ctx: IndexContext, call: ASTPath, argument: ASTNode): boolean {
  const args = loose(call.value).arguments as ASTNode[];
  if (args[0] !== argument) return false;
  const callee = loose(unwrap(loose(call.value).callee));
  if (callee?.type === 'Identifier') return true;
  if (!isMember(callee)) return false;
  const receiver = loose(unwrap(callee.object));
  if (isCall(receiver) || receiver?.type === 'NewExpression' || storeReceiver(ctx, receiver)) return false;
  const last = isMember(receiver) ? memberName(receiver) : receiver?.type === 'Identifier' ? (receiver.name as string) : undefined;
  if (CLIENT.test(last ?? '')) return true;
  const typed = typedAs(ctx, receiver);
  if (typed && (typed.verbs >= 2 || CLIENT_TYPES.test(typed.name ?? ''))) return true;
  return libraryClient(ctx, receiver) || sendsElsewhere(ctx, receiver);
}
