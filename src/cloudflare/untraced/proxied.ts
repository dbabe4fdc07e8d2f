import type { ASTNode } from 'jscodeshift';
import type { UntracedEndpoint } from '../../types';
import { PROXIED_ID } from '../../messages';
import { proxiedCalls, type RecognitionContext } from '../calls/calls';
import { matchEndpoint } from '../urls/endpoint';
import { isUnder } from './untraced-words';
import { methodVerdict } from './spelled-method';
import { proxyRoutes } from '../anchors/proxy-routes';

/*
 * Requests judged through a proxy route of the project (a path of the app's own that a server, a dev
 * server's proxy table or Next.js's rewrites forward to the API: src/cloudflare/anchors/proxy-routes.ts)
 * are never rewritten: whether one reaches the API depends on the deployment (a dev proxy is not there
 * in production), on routes the app serves itself and on the order of the server's code. Each that
 * sends an endpoint of a transform's `untraced` list (with a method the entry allows) is reported at
 * the request, whatever anchors the project, for a reader to confirm.
 */

export interface ProxiedFinding {
  at: ASTNode;
  messageId: typeof PROXIED_ID;
  data: { method: string; endpoint: string; prefix: string; replacement: string };
}

export function proxiedFindings(ctx: RecognitionContext, untraced: readonly UntracedEndpoint[], replacement: string): ProxiedFinding[] {
  const out: ProxiedFinding[] = [];
  // A call is judged through a proxy only where the run or the file has a route (the tree's test, cached per tree): else the calls are not found again after an edit.
  if (proxyRoutes(ctx, ctx.config).length === 0) return out;
  for (const call of proxiedCalls(ctx)) {
    const u = untraced.find((e) => e.sets === undefined && (e.exact ? matchEndpoint(call.endpoint, e.template) : isUnder(call.endpoint, e.template)) && methodVerdict(e, call.method, (t) => matchEndpoint(call.endpoint, t)) !== undefined);
    const prefix = call.url?.parts.find((part) => part.kind === 'text' && part.proxied !== undefined);
    if (!u || prefix?.kind !== 'text' || out.some((f) => f.at === call.path.value)) continue;
    const data = { method: call.method ?? 'a request', endpoint: u.template, prefix: prefix.proxied ?? '', replacement: u.replacement ?? replacement };
    out.push({ at: call.path.value, messageId: PROXIED_ID, data });
  }
  return out;
}
