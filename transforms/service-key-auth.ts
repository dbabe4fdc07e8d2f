import type { ASTPath } from 'jscodeshift';
import type { ApiCall } from '../src/cloudflare';
import type { TransformContext } from '../src/types';
import { findApiCalls, isApiUrl, resolveUrl } from '../src/cloudflare';
import { enclosingFunction, isInside, isMember, keyName, memberName, propertyValue, stringValue, unwrap, type MaybeNode } from '../src/ast';
import { defineTransform } from '../src/transform';

const EOL = '2026-09-30';
const HEADER = 'x-auth-user-service-key';
const TOKEN = `Create an API token with the permissions this code needs (Origin CA certificates: Zone > SSL and Certificates > Edit) \
and send it as Authorization: Bearer <token>; where the token is kept is yours to choose (a secret store, an environment variable).`;

const messages = {
  serviceKey: `Service Key authentication reaches end of life on ${EOL}: send an API token (Authorization: Bearer) instead of X-Auth-User-Service-Key
The header is set here for {{where}}. ${TOKEN}`,
  untraced: `Service Key authentication reaches end of life on ${EOL}: send an API token (Authorization: Bearer) instead of X-Auth-User-Service-Key
No Cloudflare request is traced to where the header is set here, but the header is Cloudflare's own: nothing else reads it. ${TOKEN}`,
  sdkOption: `Service Key authentication reaches end of life on ${EOL}: give the client an API token (apiToken) instead of userServiceKey
The cloudflare package sends userServiceKey as X-Auth-User-Service-Key. ${TOKEN}`,
} as const;

const isHeaderName = (node: MaybeNode): boolean => stringValue(unwrap(node))?.toLowerCase() === HEADER;

/** Methods that set one header by name: Headers.set/append, Node's setHeader, XMLHttpRequest's setRequestHeader, superagent's set, got/ky hooks' options.headers.set. */
const SETTERS = new Set(['set', 'append', 'setHeader', 'header', 'setRequestHeader']);

/** Every place the header is given a value: an object key, `x[name] = v`, `h.set(name, v)`, a `[name, v]` pair. */
function headerSites(ctx: TransformContext): ASTPath[] {
  const { j, root } = ctx;
  const sites: ASTPath[] = [];
  for (const p of root.find(j.Node).paths() as ASTPath[]) {
    const n = unwrap(p.value);
    if ((n.type === 'ObjectProperty' || n.type === 'Property') && (n.key.type !== 'Identifier' || n.computed) && keyName(n)?.toLowerCase() === HEADER) sites.push(p);
    else if (n.type === 'AssignmentExpression' && isMember(n.left) && n.left.computed && isHeaderName(n.left.property)) sites.push(p);
    else if (n.type === 'CallExpression' && isMember(n.callee) && SETTERS.has(memberName(n.callee) ?? '') && n.arguments.length >= 2 && isHeaderName(n.arguments[0])) sites.push(p);
    else if (n.type === 'ArrayExpression' && n.elements.length === 2 && isHeaderName(n.elements[0])) sites.push(p);
  }
  return sites;
}

/** The names a site is held by on its way up: the consts and functions around it (`const auth = {…}`, `function headers() { return {…} }`). */
function holders(site: ASTPath): string[] {
  const names: string[] = [];
  // `h.set(name, key)`, `h[name] = key`, `cf.defaults.headers.common[name] = key`: the object set on.
  const n = unwrap(site.value);
  let target = n.type === 'CallExpression' ? n.callee.object : n.type === 'AssignmentExpression' ? n.left.object : undefined;
  while (isMember(unwrap(target))) target = unwrap(target).object;
  if (unwrap(target)?.type === 'Identifier') names.push(unwrap(target).name);
  for (let p: ASTPath | null = site.parent; p; p = p.parent) {
    const n = unwrap(p.value);
    if (n.type === 'VariableDeclarator' && n.id.type === 'Identifier') names.push(n.id.name);
    if ((n.type === 'FunctionDeclaration' || n.type === 'ClassMethod' || n.type === 'ClassProperty') && n.key?.type === 'Identifier') names.push(n.key.name);
    if (n.type === 'FunctionDeclaration' && n.id) names.push(n.id.name);
  }
  return names;
}

/** The request a finding names: its SDK method, or its method and endpoint (a path its caller gives is `the API`). */
function describe(call: ApiCall): string {
  if (call.sdk) return `${call.sdk.receiver}.${call.sdk.chain.join('.')}`;
  const endpoint = call.endpoint === '/:param' ? "the API through a wrapper (the path is its caller's)" : call.endpoint;
  return call.method ? `${call.method} ${endpoint}` : `requests to ${endpoint}`;
}

/** The API call that sends the header set at `site` through a const or function holding it, or an object it is set on. */
function tracedCall(ctx: TransformContext, site: ASTPath, calls: ApiCall[]): ApiCall | undefined {
  const names = holders(site);
  if (names.length === 0) return undefined;
  const uses = (c: ApiCall): boolean =>
    names.some((name) =>
      ctx.j(c.path).find(ctx.j.Identifier, { name }).some((p: ASTPath) => {
        const parent = p.parent?.value;
        if (isMember(parent) && parent.property === p.value && !parent.computed) return false;
        return !((parent?.type === 'ObjectProperty' || parent?.type === 'Property') && parent.key === p.value && !parent.computed && !parent.shorthand);
      }),
    );
  // A call in the same function first (`const headers = new Headers(); …; fetch(url, { headers })`).
  const own = enclosingFunction(site);
  return calls.find((c) => own !== undefined && enclosingFunction(c.path)?.value === own.value && uses(c)) ?? calls.find(uses);
}

/**
 * What the calls around the site say about its host: 'api' when a call or client config holding it
 * (`axios.create({ baseURL, headers })`, `fetch(url, { headers })`) names the API, 'other' when it
 * names another absolute URL, undefined when none says.
 */
function hostAround(ctx: TransformContext, site: ASTPath): 'api' | 'other' | undefined {
  const opened = xhrOpened(ctx, site);
  if (opened) return opened;
  for (let p: ASTPath | null = site.parent; p; p = p.parent) {
    const n = unwrap(p.value);
    if (n.type !== 'CallExpression' && n.type !== 'NewExpression') continue;
    for (const arg of n.arguments.slice(0, 2)) {
      const a = unwrap(arg);
      const url = a?.type === 'ObjectExpression' ? (propertyValue(a, 'baseURL') ?? propertyValue(a, 'prefixUrl') ?? propertyValue(a, 'url')) : a;
      if (!url || unwrap(url)?.type === 'ObjectExpression') continue;
      const resolved = resolveUrl({ j: ctx.j, root: ctx.root, memo: ctx.memo, node: url, config: ctx.config });
      if (isApiUrl(resolved)) return 'api';
      if (/^https?:\/\//.test(resolved.text)) return 'other';
    }
  }
  return undefined;
}

/** For `xhr.setRequestHeader(name, key)`: what the URL of `xhr.open(method, url)` in the same function says of the host (see hostAround). */
function xhrOpened(ctx: TransformContext, site: ASTPath): 'api' | 'other' | undefined {
  const n = unwrap(site.value);
  if (n.type !== 'CallExpression' || !isMember(n.callee) || memberName(n.callee) !== 'setRequestHeader') return undefined;
  const receiver = unwrap(n.callee.object);
  const own = enclosingFunction(site);
  if (receiver?.type !== 'Identifier' || !own) return undefined;
  for (const p of ctx.j(own).find(ctx.j.CallExpression).paths() as ASTPath[]) {
    const c = unwrap(p.value);
    const on = isMember(c.callee) ? unwrap(c.callee.object) : undefined;
    if (memberName(c.callee) !== 'open' || on?.type !== 'Identifier' || on.name !== receiver.name || c.arguments.length < 2) continue;
    const resolved = resolveUrl({ j: ctx.j, root: ctx.root, memo: ctx.memo, node: c.arguments[1], config: ctx.config });
    // The text written (`API + route`): a path its caller gives still goes to the API host.
    if (isApiUrl(resolved) || /^https:\/\/api\.cloudflare\.com\//.test(resolved.text)) return 'api';
    if (/^https?:\/\//.test(resolved.text)) return 'other';
  }
  return undefined;
}

/** `new Cloudflare({ userServiceKey })` with the class from the cloudflare package (import or require). */
function sdkOptions(ctx: TransformContext): ASTPath[] {
  const { j, root } = ctx;
  const classes = new Set<string>();
  root.find(j.ImportDeclaration, { source: { value: 'cloudflare' } }).forEach((p) => p.value.specifiers?.forEach((s) => s.local && classes.add(String(s.local.name))));
  root.find(j.VariableDeclarator).forEach((p) => {
    const init = unwrap(p.value.init);
    const id = unwrap(p.value.id);
    if (id?.type === 'Identifier' && init?.type === 'CallExpression' && init.callee.type === 'Identifier' && init.callee.name === 'require' && stringValue(init.arguments[0]) === 'cloudflare') classes.add(id.name);
  });
  const out: ASTPath[] = [];
  if (classes.size === 0) return out;
  root.find(j.NewExpression).forEach((p) => {
    const callee = unwrap(p.value.callee);
    const name = callee?.type === 'Identifier' ? callee.name : isMember(callee) && unwrap(callee.object)?.type === 'Identifier' ? unwrap(callee.object).name : undefined;
    const options = unwrap(p.value.arguments[0]);
    if (!name || !classes.has(name) || options?.type !== 'ObjectExpression') return;
    options.properties.forEach((prop: MaybeNode, i: number) => {
      if (keyName(unwrap(prop)) === 'userServiceKey') out.push(p.get('arguments', 0).get('properties', i));
    });
  });
  return out;
}

export default defineTransform({
  id: 'service-key-auth',
  eol: EOL,
  source: 'later',
  kind: 'report',
  title: 'Service Key authentication (X-Auth-User-Service-Key): use an API token',
  replacement: 'an API token sent as Authorization: Bearer <token>',
  triggers: ['X-Auth-User-Service-Key', 'x-auth-user-service-key', 'X-AUTH-USER-SERVICE-KEY', 'userServiceKey'],
  // The header is Cloudflare's own: it is its own anchor (a file that sets it need not name the API host).
  anchors: false,
  example: 'fetch-origin-ca',
  explain: `Authenticating with a Service Key (the X-Auth-User-Service-Key request header, long used for the Origin
CA certificate endpoints /certificates) reaches end of life on ${EOL}. The replacement is an API token sent
as Authorization: Bearer <token>. A new credential is needed, so nothing is rewritten: every place the
header is set is reported, with the token to create.
Where: a header object key ({ 'X-Auth-User-Service-Key': key }, any letter case, written in the call, in a
const or returned by a function the call uses), headers[name] = key (axios.defaults.headers.common[name]
and instance.defaults.headers too), Headers.set/append, setHeader, XMLHttpRequest's setRequestHeader (the
request's host read from its xhr.open(method, url) in the same function) and superagent .set(name, key), a
[name, key] pair (new Headers([[name, key]])), axios.create/got.extend/ky.create configs, and the
cloudflare package's client option new Cloudflare({ userServiceKey }) (also read from the environment
variable CLOUDFLARE_ORIGIN_CA_KEY by a client made without it, which no code shows: check your deployment).
A header set for a traced Cloudflare request (the call it is written in, a const or function that call
uses, a client whose baseURL is the API) names that request. A header with no traced request is reported
too, saying so: no other API reads this header, so it is its own anchor (a shared headers module, a client
configured elsewhere); a file that sets it is visited even without the API host in it.
Leaves alone: the header set on a request or client to another absolute URL (a proxy of your own, another
provider), headers named alike (X-Auth-Service-Key, X-User-Service-Key, X-Auth-Key), and reads of the
header (request.headers.get(name) in a server).`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/', 'https://developers.cloudflare.com/fundamentals/api/get-started/create-token/'],
  messages,
  run(ctx) {
    if (!/x-auth-user-service-key|userServiceKey/i.test(ctx.file.source)) return;
    const calls = findApiCalls(ctx);
    for (const site of headerSites(ctx)) {
      const inside = calls.find((c) => isInside(site, c.path.value));
      if (inside) {
        ctx.report(site, 'serviceKey', { where: describe(inside) });
        continue;
      }
      const host = hostAround(ctx, site);
      if (host === 'other') continue;
      if (host === 'api') {
        ctx.report(site, 'serviceKey', { where: 'a client whose base URL is the Cloudflare API' });
        continue;
      }
      const call = tracedCall(ctx, site, calls);
      if (call) ctx.report(site, 'serviceKey', { where: describe(call) });
      else ctx.report(site, 'untraced');
    }
    for (const option of sdkOptions(ctx)) ctx.report(option, 'sdkOption');
  },
});
