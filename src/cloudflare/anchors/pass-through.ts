import type { ASTPath } from 'jscodeshift';
import type { CallNode } from '../../ast/syntax';
import { unwrap } from '../../ast/syntax';
import { textOf } from '../urls/wrapper-params';
import { parameterWithQuery, wholeParameter, type HeldParameter } from '../../flow';
import { calleeIsClient } from '../calls/request-callee';
import type { RawRequest, RequestEnv } from '../calls/http';

/**
 * A request a function sends to the URL its caller gives it whole: `async function probe(url, token) {
 * const r = await fetch(url, { headers }); return r.json() }`. The function is a wrapper with nothing
 * around its path parameter (anchors.ts's `wrapperOf`, asked with these requests when the function
 * sends none to the API host itself), so `probe(`${CF_API}/zones/${z}/analytics/dashboard`, token)` is
 * the request it makes, judged where the caller writes the URL; a call given another host's URL is
 * none.
 *
 * Only when the value-flow layer says the URL is the parameter itself, as the caller passed it (no text
 * around it, no `.replace`, nothing in the function writing it: `wholeParameter`), and the callee is an
 * HTTP client by what the file binds it to (`fetch`, `axios.get`, an import of a client package:
 * `calleeIsClient`), not any `get` (`cache.get(url)`). A function that logs or builds the URL sends
 * nothing; one that sends it elsewhere after changing it (`PROXY + url`, `url.replace(…)`, `url + '/x'`)
 * does not pass it through. A query or fragment added after it (`` `${url}?page=${n}` ``,
 * `parameterWithQuery`) leaves the path the caller's: the wrapper's suffix.
 *
 * The function and the parameter the request sends, or undefined.
 */
export function sentParameter(env: RequestEnv, path: ASTPath<CallNode>, request: RawRequest): HeldParameter | undefined {
  if (request.choices || !calleeIsClient(env, path.value)) return undefined;
  // `url.toString()`, `url.href`, `String(url)` send what the parameter holds as it is.
  const url = unwrap(textOf(request.urlNode));
  if (url?.type === 'Identifier') return wholeParameter(env, url);
  // A query or fragment added to the URL as given (`` `${url}?page=${n}` ``): the path is still the caller's.
  return url?.type === 'TemplateLiteral' || url?.type === 'BinaryExpression' ? parameterWithQuery(env, url) : undefined;
}

