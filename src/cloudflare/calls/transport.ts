import type { ASTPath, ObjectExpression } from 'jscodeshift';
import type { RecognitionContext } from './calls';
import { objectOf } from './http';
import { CLIENT_CREATORS as CREATORS, CLIENT_FUNCTIONS, CLIENT_MODULES, MODULE_METHODS } from './client-names';
import { CALLS, currentIndex } from '../../ast/node-index';
import { values } from '../../flow';
import { isMember, memberName, propertyValue, receiverKey, unwrap, type CallNode, type MaybeNode } from '../../ast/syntax';

/**
 * Requests at the transport level, whatever host they go to: the calls of well-known HTTP clients
 * (by name, not by URL) with the option objects they are given, and the option objects of TLS client
 * connections. For rules that follow from HTTP and TLS themselves (a request must not carry both
 * Transfer-Encoding and Content-Length; a cipher list) rather than from one API's endpoints. Only
 * client-side shapes count: a response (`res.writeHead`, `new Response`) or a server
 * (`https.createServer`) is never one of these.
 */
export interface HttpRequestSite {
  /** The call (or `new`) expression. */
  path: ASTPath<CallNode>;
  /** The request option objects the call is given (fetch init, axios config, got/ky options, node options). */
  options: ObjectExpression[];
}

const AXIOS_DATA_VERBS = new Set(['post', 'put', 'patch']);

/** The package of the client instance the layer says `node` holds (`api = axios.create(…)`: 'axios'; '' for one of no known package), undefined for no instance. */
function instanceOf(ctx: RecognitionContext, node: MaybeNode): string | undefined {
  const found = node ? values(ctx, node) : [];
  const made = found.flatMap((v) => (v.kind === 'http' ? [v.client ?? ''] : []));
  return made.length > 0 && made.length === found.length ? made[0] : undefined;
}

/**
 * Every request made through a well-known HTTP client in the file, by name: `fetch`, `axios`
 * (and `axios.<verb>`, `axios.request`), `got`, `ky`, undici (`request`, `fetch`), node's
 * `http(s).request/get`, `http2.connect`, `new Request(url, init)`, instances made with
 * `axios.create`/`got.extend`/`ky.create` and the creators themselves (their options are every
 * request's defaults). The axios data argument (`axios.post(url, data, config)`) is not an option object.
 */
export function httpRequests(ctx: RecognitionContext): HttpRequestSite[] {
  const out: HttpRequestSite[] = [];
  currentIndex(ctx).of(...CALLS).forEach((p) => {
    const call = p.value;
    if (call.arguments.length === 0) return;
    const callee = unwrap(call.callee);
    let axiosLike = false;
    let verb: string | undefined;
    if (call.type === 'NewExpression') {
      if (callee.type !== 'Identifier' || callee.name !== 'Request') return;
    } else if (callee.type === 'Identifier') {
      const instance = CLIENT_FUNCTIONS.has(callee.name) ? undefined : instanceOf(ctx, callee);
      if (!CLIENT_FUNCTIONS.has(callee.name) && instance === undefined) return;
      axiosLike = callee.name === 'axios' || instance === 'axios';
    } else if (isMember(callee)) {
      const base = receiverKey(callee.object);
      verb = memberName(callee);
      if (!base || !verb) return;
      if (!MODULE_METHODS.has(verb) && !CREATORS.has(verb)) return;
      const instance = CLIENT_MODULES.has(base) ? undefined : instanceOf(ctx, callee.object);
      if (!CLIENT_MODULES.has(base) && instance === undefined) return;
      axiosLike = base === 'axios' || instance === 'axios';
    } else return;
    const options = call.arguments
      .filter((_, i: number) => !(axiosLike && verb && AXIOS_DATA_VERBS.has(verb) && i === 1))
      .map((a) => objectOf(ctx, a))
      .filter((o): o is ObjectExpression => o !== undefined);
    if (options.length > 0) out.push({ path: p, options });
  });
  return out;
}

/** Keys under which client options nest TLS options: undici `connect`, got `https`, proxy agents' `requestTls`/`proxyTls`, `tls`. */
const TLS_NESTS = ['connect', 'https', 'tls', 'requestTls', 'proxyTls'];
/** TLS client calls by module method: `tls.connect`, `https.request/get`, `http2.connect`. */
const TLS_CALLS = new Map<string, Set<string>>([
  ['tls', new Set(['connect'])],
  ['https', new Set(['request', 'get'])],
  ['http2', new Set(['connect'])],
]);

/**
 * The option objects of TLS client connections in the file (where `ciphers`, `minVersion`… live):
 * `new https.Agent(o)` and any other `new …Agent(o)` (undici's `Agent`, `ProxyAgent`, keep-alive
 * agents), `new undici.Pool/Client(url, o)`, `tls.connect(o)`, `https.request/get(o)`,
 * `http2.connect(url, o)`, and the TLS sections of those and of HTTP client options (undici
 * `connect: {…}`, got `https: {…}`). Server-side options (`createServer`, `createSecureServer`,
 * `createSecureContext`) are not client connections and are never returned.
 */
export function tlsClientOptions(ctx: RecognitionContext): ObjectExpression[] {
  const found: ObjectExpression[] = [];
  const add = (o: ObjectExpression | undefined) => {
    if (!o || found.includes(o)) return;
    found.push(o);
    for (const key of TLS_NESTS) add(objectOf(ctx, propertyValue(o, key)));
  };
  currentIndex(ctx).of(...CALLS).forEach((p) => {
    const call = p.value;
    const callee = unwrap(call.callee);
    const name = callee.type === 'Identifier' ? callee.name : memberName(callee);
    const base = isMember(callee) ? receiverKey(callee.object) : undefined;
    const client =
      call.type === 'NewExpression'
        ? !!name && (/Agent$/.test(name) || (base === 'undici' && (name === 'Pool' || name === 'Client')))
        : !!base && !!name && !!TLS_CALLS.get(base)?.has(name);
    if (client) for (const a of call.arguments) add(objectOf(ctx, a));
  });
  for (const site of httpRequests(ctx)) {
    for (const o of site.options) for (const key of TLS_NESTS) add(objectOf(ctx, propertyValue(o, key)));
  }
  return found;
}
