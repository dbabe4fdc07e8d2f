import type { ASTPath, VariableDeclarator } from 'jscodeshift';
import { declarationsAt } from '../../ast/scope';
import { localInit } from '../../ast/bindings';
import { questionIndex, type IndexContext } from '../../ast/node-index';
import { isFunction, isMember, memberName, requiredModule, stringValue, unwrap, type MaybeNode } from '../../ast/syntax';
import { ROUTER_FACTORIES } from '../calls/client-names';
import { receiverKind } from './server-receivers';

/*
 * A server's registration of a route of its own: `app.patch('/api/zones/:id', handler)`,
 * `router.get('/x', (req, res) => …)`, `app.use('/api', router)`: a method of the HTTP verbs (or
 * use/all) given a path and a handler, a function written there or a name declared as one in the
 * file (or imported, when the receiver is a server or router: server-receivers.ts reads it through
 * its binding). A call on an HTTP client instance (`api.put(PATH, payload)`) never registers one. It is not a request (it answers them), and the paths it registers are the
 * app's own: a proxy prefix covering one is not known to reach the API (proxy-forward.ts).
 */

const REGISTERING = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all', 'use']);

/** A node read loosely, as `unwrap` hands one over. */
type Loose = ReturnType<typeof unwrap>;

/** The path a call registers a handler at, when it is a route registration. */
export function registeredPath(ctx: IndexContext, call: Loose, at: ASTPath): string | undefined {
  const path = stringValue(call?.arguments?.[0]);
  return path?.startsWith('/') && registersHandler(ctx, call, at) ? path : undefined;
}

/** Whether a call registers a handler at the path it is given first, however that path is written (`app.get(ROUTES.kvKeys, listKeys)`). */
export function registersHandler(ctx: IndexContext, call: Loose, at: ASTPath): boolean {
  const callee = unwrap(call?.callee);
  if (!isMember(callee) || !REGISTERING.has(memberName(callee) ?? '')) return false;
  const args: MaybeNode[] = call.arguments ?? [];
  if (args.length < 2) return false;
  // `api.put(PATH, payload)` on an HTTP client sends a request, whatever its payload is.
  const receiver = receiverKind(ctx, callee.object);
  if (receiver === 'client') return false;
  return args.slice(1).some((a) => isHandler(ctx, a, at, receiver === 'server'));
}

/** Whether a member call's receiver is an HTTP client instance the file makes (`api.put(…)` with `api = axios.create(…)`): it sends requests. */
export function onHttpClient(ctx: IndexContext, call: Loose): boolean {
  const callee = unwrap(call?.callee);
  return isMember(callee) && receiverKind(ctx, callee.object) === 'client';
}

/** The registrations of a file: their paths and call nodes. */
export function registrations(ctx: IndexContext): Array<{ path: string; call: Loose }> {
  const out: Array<{ path: string; call: Loose }> = [];
  for (const p of questionIndex(ctx).of('CallExpression')) {
    const path = registeredPath(ctx, p.value, p);
    if (path !== undefined) out.push({ path, call: p.value });
  }
  return out;
}

/**
 * A function written in place, a name declared as one in the file, or a router made in the file; on
 * a server or router the file makes (`server`), also a name imported (a handler of another module):
 * elsewhere an imported name is as likely a payload (`api.put(PATH, defaults)`).
 */
function isHandler(ctx: IndexContext, node: MaybeNode, at: ASTPath, server: boolean): boolean {
  const n = unwrap(node);
  if (isFunction(n)) return true;
  if (n?.type !== 'Identifier') return false;
  const name: string = n.name;
  const init = unwrap(localInit(ctx, at, name));
  if (isFunction(init)) return true;
  const index = questionIndex(ctx);
  if (index.of('FunctionDeclaration').some((f) => unwrap(f.value.id)?.name === name)) return true;
  // A router made in the file (`const router = express.Router()`) or a handler imported from another module.
  if (init?.type === 'CallExpression' && ROUTER_FACTORIES.has(memberName(unwrap(init.callee)) ?? unwrap(init.callee)?.name ?? '')) return true;
  if (!server) return false;
  // `const { listKeys } = require('./handlers')` is an import too.
  const declared = declarationsAt(index, at, name);
  if (declared.length === 1 && requiredModule((declared[0].declarator?.value as VariableDeclarator | undefined)?.init) !== undefined) return true;
  return index.of('ImportSpecifier', 'ImportDefaultSpecifier').some((s) => unwrap(s.value.local)?.name === name);
}
