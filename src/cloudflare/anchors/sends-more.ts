import type { ASTNode } from 'jscodeshift';
import { CALLS, nodesIn, type IndexContext } from '../../ast/node-index';
import { isMember, memberName, stringValue, unwrap, type CallNode, type FunctionNode } from '../../ast/syntax';
import { endpointOf } from '../urls/endpoint';
import { calleeIsClient, calleeSendsRequests } from '../calls/request-callee';
import type { RawRequest } from '../calls/http';
import type { Wrapper } from '../shapes';
import { insideFunction } from './requests-in';

/** A request of the file found at a call. */
interface AtRequest {
  call: CallNode;
  request: RawRequest;
}

/**
 * Whether a wrapper's function sends more than the request its caller chooses: a request to another
 * endpoint of the API (`sync(zone, setting)` patching the setting, then purging the cache), or any other
 * call in it that can send one, whatever the host (`await fetch('https://audit.example.com/log', …)`
 * beside the Cloudflare request, `axios.post(hook)`, a client's `http.post(…)`: request-callee.ts's
 * `calleeSendsRequests`). Deleting a call through such a wrapper would take those requests with it.
 *
 * `requests` are the file's requests on the API host; `own` the wrapper's own requests the caller's URL
 * names (pass-through.ts: sent to the parameter itself, so not among them). A retry of the wrapper's own
 * request does not count.
 */
export function sendsMore(ctx: IndexContext, fn: FunctionNode, w: Wrapper, found: { requests: AtRequest[]; own: readonly AtRequest[] }): boolean {
  const inside = insideFunction(found.requests, fn);
  if (inside.some(({ request }) => endpointOf(request.url)?.path !== w.ownEndpoint)) return true;
  const mine = new Set<ASTNode>([...inside, ...found.own].map((r) => r.call));
  return nodesIn(ctx, fn.body, CALLS).some((p) => !mine.has(p.value) && calleeSendsRequests(ctx, p.value) && !readsNoUrl(ctx, p.value));
}

/**
 * A call named for a request that reads something else: a member of a response's or URL's headers or
 * query (`res.headers.get('content-type')`, `url.searchParams.get('page')`), or one given a name that
 * cannot be a URL (`cache.get('token')`: a string with no '/'). A client by binding (`fetch`,
 * `axios.get`) always sends.
 */
function readsNoUrl(ctx: IndexContext, call: CallNode): boolean {
  if (calleeIsClient(ctx, call)) return false;
  const callee = unwrap(call.callee);
  const receiver = isMember(callee) ? unwrap(callee.object) : undefined;
  if (isMember(receiver) && NOT_CLIENTS.has(memberName(receiver) ?? '')) return true;
  const first = stringValue(call.arguments[0]);
  return first !== undefined && !first.includes('/');
}

/** Members that hold headers or a query, read with `get`/`has`/`delete` and never sending. */
const NOT_CLIENTS = new Set(['headers', 'searchParams', 'params', 'query']);

/** Whether the path parameter is a zone setting's id (`${API}/zones/${zoneId}/settings/${optionId}`). */
export function namesSetting(w: Wrapper): boolean {
  const text = w.prefix.parts.map((p) => (p.kind === 'text' ? p.text : ':param')).join('');
  return /\/client\/v4\/zones\/:param\/settings\/$/.test(text);
}
