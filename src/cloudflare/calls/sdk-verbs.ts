import type { ASTPath } from 'jscodeshift';
import type { NodeIndex } from '../../ast/node-index';
import { isMember, memberName, propertyValue, stringValue, unwrap, type CallNode } from '../../ast/syntax';
import { objectOf, prefixed, type RawRequest, type RequestEnv } from './http';
import type { SdkReceivers } from './sdk';
import { sdkChains } from './sdk-chains';
import { resolveUrl } from '../urls/url-expression';
import { API_BASE } from '../urls/url-parts';

/** The generic verbs of the SDK's client (v3+): `client.get(path, opts)`, `client.post(path, { body })`, … */
const VERBS: Record<string, string> = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' };

/**
 * A raw request sent through an SDK client's generic verbs: `client.get('/zones/' + id +
 * '/analytics/dashboard')`, `client.post(path, { body, query })`, also `client.request({ method,
 * path, body })`. The path is relative to the client's base, the API base (as an axios instance's
 * relative calls are to its `baseURL`), so it is edited where it is written; the body is the options'
 * `body`. Only on a receiver the SDK made (see `sdkReceivers`): a `get` of any other object is none.
 */
export function sdkVerbRequest(env: RequestEnv, path: ASTPath<CallNode>, receivers: SdkReceivers, index?: NodeIndex): RawRequest | undefined {
  const call = path.value;
  if (call.type !== 'CallExpression') return undefined;
  const [chain, more] = sdkChains(env, path, receivers, index);
  const verb = chain?.names.length === 1 && !more ? chain.names[0] : undefined;
  if (!chain || !verb || !isMember(unwrap(call.callee)) || memberName(unwrap(call.callee)) !== verb) return undefined;
  const [first, second] = call.arguments;
  let pathNode = first;
  let options = objectOf(env, second);
  let method: string | undefined = VERBS[verb];
  if (verb === 'request') {
    // `client.request({ method: 'patch', path, body })`: the options say all.
    options = objectOf(env, first);
    pathNode = propertyValue(options, 'path');
    const given = stringValue(propertyValue(options, 'method'))?.toUpperCase();
    method = given !== undefined && Object.values(VERBS).includes(given) ? given : undefined;
  }
  if (!method || !pathNode || pathNode.type === 'SpreadElement') return undefined;
  const url = prefixed({ parts: [{ kind: 'text', text: API_BASE, node: null }] }, resolveUrl({ j: env.j, root: env.root, memo: env.memo, node: pathNode, config: env.config, at: path }));
  return {
    client: `${chain.receiver}.${verb}`,
    method,
    url,
    urlNode: pathNode,
    bodyNode: options ? propertyValue(options, 'body') : undefined,
    headersNode: options ? propertyValue(options, 'headers') : undefined,
    optionsNode: verb === 'request' ? first : second,
  };
}
