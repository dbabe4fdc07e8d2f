import type { ASTNode, ASTPath } from 'jscodeshift';
import { currentIndex, pathOfNode, type IndexContext } from '../../ast/node-index';
import { bindingUses } from '../../flow/binding-uses';
import { values } from '../../flow/values';
import { declarationsAt, type Declaration } from '../../ast/scope';
import { annotatedTypeName, typeMembers, typedReceivers } from '../../ast/typed-receivers';
import { isCall, isMember, memberChain, memberName, receiverKey, unwrap, loose, type Loose, type MaybeNode } from '../../ast/syntax';
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
 *   `ky`, `ofetch`: CLIENT_PACKAGES, or an instance the layer says is made from one), a name typed with a type that declares two verbs or more
 *   (`interface Wire { put(…); patch(…) }`), or the same binding (by scope), the same class's member (`this.conn`) or the same member chain of one
 *   binding (`svc.link`) also called `.post(`/`.patch(`.
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

/** A chain holding a Worker's `env` (`env.X`, `c.env.X`, `this.env.X`, `ctx.env.X`). */
function workerBinding(node: MaybeNode): boolean {
  const chain = memberChain(node, true);
  const base = loose(unwrap(chain?.base));
  return !!chain && chain.names.length > 0 && ((base?.type === 'Identifier' && base.name === 'env') || chain.names.slice(0, -1).includes('env'));
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
function storeReceiver(ctx: IndexContext, receiver: MaybeNode): boolean {
  const r = loose(unwrap(receiver));
  const last = isMember(r) ? memberName(r) : r?.type === 'Identifier' ? (r.name as string) : undefined;
  if (STORE.test(last ?? '') || workerBinding(r)) return true;
  // A name given one (`const archive = env.SNAPSHOTS`): the unknown the layer says it holds is written there.
  if (r?.type === 'Identifier' && values(ctx, r as ASTNode).some((v) => v.kind === 'unknown' && v.node !== r && workerBinding(v.node))) return true;
  const typed = typedAs(ctx, r);
  return STORE_TYPES.has(typed?.name ?? '');
}

/** A receiver the layer says holds an HTTP library's client: the package imported or required, an instance (`axios.create({ headers })`). */
const libraryClient = (ctx: IndexContext, receiver: MaybeNode): boolean =>
  !!receiver && values(ctx, receiver).some((v) => v.kind === 'http' || (v.kind === 'import' && CLIENT_PACKAGES.has(v.source)));

/** A call `.post(…)`/`.patch(…)` with arguments, of the member `callee`. */
const sendCall = (callee: Loose, call: Loose): boolean =>
  isMember(callee) && ['post', 'patch'].includes(memberName(callee) ?? '') && isCall(call) && call.callee === callee && call.arguments.length > 0;

/** The classes the layer says the object of `member` is an instance of (`this.conn`: the method's class). */
const ownersOf = (ctx: IndexContext, member: Loose): ASTNode[] =>
  values(ctx, member.object as ASTNode).flatMap((v) => (v.kind === 'instance' ? [v.cls] : []));

/** The declaration a name is bound to where it is read (by scope), if the file declares it. */
export function bindingOf(ctx: IndexContext, id: Loose): Declaration | undefined {
  const at = pathOfNode(ctx, id as ASTNode);
  return at ? declarationsAt(currentIndex(ctx), at, id.name as string)[0] : undefined;
}

/** A member chain of a name (`svc.link`) also called `.post(`/`.patch(` with arguments: the same names on the same binding. */
function sameChainSends(ctx: IndexContext, receiver: Loose): boolean {
  const chain = memberChain(receiver, true);
  const base = loose(unwrap(chain?.base));
  const declaration = base?.type === 'Identifier' ? bindingOf(ctx, base) : undefined;
  if (!chain || !declaration) return false;
  const names = chain.names.join('.');
  return currentIndex(ctx).of('CallExpression').some((p) => {
    const callee = loose(unwrap(p.value.callee as MaybeNode));
    const other = isMember(callee) ? memberChain(callee.object, true) : undefined;
    const root = loose(unwrap(other?.base));
    return sendCall(callee, p.value) && !!other && other.names.join('.') === names && root?.type === 'Identifier' && root.name === base.name && bindingOf(ctx, root) === declaration;
  });
}

/**
 * A receiver also called `.post(`/`.patch(` with arguments elsewhere: a name's own binding (by scope),
 * or a member of an instance (`this.conn`) read as that member of an instance of the same class.
 */
function sendsElsewhere(ctx: IndexContext, receiver: Loose): boolean {
  const index = currentIndex(ctx);
  if (isMember(receiver)) {
    const name = memberName(receiver);
    const owners = name ? ownersOf(ctx, receiver) : [];
    if (owners.length > 0) {
      return index.of('CallExpression').some((p) => {
        const callee = loose(unwrap(p.value.callee as MaybeNode));
        const object = loose(isMember(callee) ? unwrap(callee.object) : undefined);
        return sendCall(callee, p.value) && isMember(object) && memberName(object) === name && ownersOf(ctx, object).some((c) => owners.includes(c));
      });
    }
    return sameChainSends(ctx, receiver);
  }
  const declaration = receiver?.type === 'Identifier' ? bindingOf(ctx, receiver) : undefined;
  return !!declaration && bindingUses(index, ctx.root, declaration).some((use) => isMember(use.parent?.value) && use.parent.value.object === use.value && sendCall(use.parent.value, use.parent.parent?.value));
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
