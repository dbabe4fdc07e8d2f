import type { ASTPath } from 'jscodeshift';
import { localInit } from '../../ast/bindings';
import { questionIndex, type IndexContext } from '../../ast/node-index';
import { isFunction, isMember, memberName, stringValue, unwrap, type MaybeNode } from '../../ast/syntax';

/*
 * A server's registration of a route of its own: `app.patch('/api/zones/:id', handler)`,
 * `router.get('/x', (req, res) => …)`, `app.use('/api', router)`: a method of the HTTP verbs (or
 * use/all) given a path and a handler, a function written there or a name declared as one in the
 * file (or imported). It is not a request (it answers them), and the paths it registers are the
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
  return args.length >= 2 && args.slice(1).some((a) => isHandler(ctx, a, at));
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

/** A function written in place, or a name declared as one in the file or imported. */
function isHandler(ctx: IndexContext, node: MaybeNode, at: ASTPath): boolean {
  const n = unwrap(node);
  if (isFunction(n)) return true;
  if (n?.type !== 'Identifier') return false;
  const name: string = n.name;
  const init = unwrap(localInit(ctx, at, name));
  if (isFunction(init)) return true;
  const index = questionIndex(ctx);
  if (index.of('FunctionDeclaration').some((f) => unwrap(f.value.id)?.name === name)) return true;
  // A router made in the file (`const router = express.Router()`) or a handler imported from another module.
  if (init?.type === 'CallExpression' && /^Router$/i.test(memberName(unwrap(init.callee)) ?? unwrap(init.callee)?.name ?? '')) return true;
  return index.of('ImportSpecifier', 'ImportDefaultSpecifier').some((s) => unwrap(s.value.local)?.name === name);
}
