import type { ASTPath } from 'jscodeshift';
import { defineTransform } from '../src/transform';
import type { TransformContext } from '../src/types';
import { findApiCalls, httpRequests, objectOf, readBackFrom } from '../src/cloudflare';
import {
  bindingsOf,
  CALLS,
  enclosingFunction,
  nodesIn,
  isCall,
  isMember,
  keyName,
  memberName,
  propertyValue,
  receiverKey,
  stringValue,
  unwrap,
} from '../src/ast';
import { dropProperties } from '../src/edit/text-edits';

const TE = 'transfer-encoding';
const CL = 'content-length';

/** One header set on a request: a property of a headers object, or a statement (`h.set(k, v)`, `h[k] = v`, `req.setHeader(k, v)`). */
interface HeaderEntry {
  name: string;
  value: any;
  /** The object literal the property sits in (property entries). */
  object?: any;
  prop?: any;
  /** The statement (statement entries). */
  statement?: ASTPath;
  /** Whether it is set on every run: a property, or a statement in the block the headers are made in. */
  always: boolean;
}

const messages = {
  readBack: `this request sends both Transfer-Encoding and Content-Length (declined since 2023-07-01): drop Content-Length from {{headers}} and from the code that reads it back`,
  maySendBoth: `this request may send both Transfer-Encoding and Content-Length (declined since 2023-07-01): send only one
One of them is set dynamically or conditionally, so Content-Length was not dropped. A chunked body needs no Content-Length; a body of known length needs no Transfer-Encoding.`,
  forwardsIncoming: `forwards the incoming request's headers to the Cloudflare API: strip transfer-encoding and content-length first
Since 2023-07-01 a request with both Transfer-Encoding and Content-Length is declined, and both are hop-by-hop headers of the incoming request. \
Copy the headers without them (and without connection, keep-alive, upgrade, host), e.g. const { 'transfer-encoding': _te, 'content-length': _cl, connection, host, ...forward } = req.headers.`,
} as const;

const SETTERS = new Set(['set', 'append', 'setHeader']);

/** A literal, non-empty header value (`'chunked'`), as opposed to one computed at run time. */
const isLiteralValue = (node: any): boolean => {
  const v = stringValue(node);
  return v !== undefined && v.trim() !== '';
};

function propertyEntries(object: any): HeaderEntry[] {
  const out: HeaderEntry[] = [];
  for (const prop of object.properties) {
    if (prop.type !== 'ObjectProperty' && prop.type !== 'Property') continue;
    const name = keyName(prop);
    if (name) out.push({ name: name.toLowerCase(), value: prop.value, object, prop, always: true });
  }
  return out;
}

/** The statement a call or assignment stands alone in, with the block around it. */
function ownStatement(path: ASTPath): ASTPath | undefined {
  const stmt = path.parentPath;
  return stmt?.value?.type === 'ExpressionStatement' ? stmt : undefined;
}

const blockOf = (p: ASTPath | undefined): any => {
  for (let cur = p?.parentPath; cur; cur = cur.parentPath) {
    if (cur.value?.type === 'BlockStatement' || cur.value?.type === 'Program') return cur.value;
  }
  return undefined;
};

/** The node whose list holds a statement (a block or the program), not a statement such as `if` that holds it alone. */
const ownerOf = (stmt: ASTPath): any => (Array.isArray(stmt.parentPath?.value) ? stmt.parentPath.parentPath?.value : stmt.parentPath?.value);

/** Headers set by statements on a receiver (`headers.set(...)`, `headers['Content-Length'] = …`, `req.setHeader(...)`), in the scope of its declaration. */
function statementEntries(ctx: TransformContext, key: string, declaration: ASTPath): HeaderEntry[] {
  const scope = enclosingFunction(declaration)?.value ?? ctx.root.get().value;
  const home = blockOf(declaration);
  const out: HeaderEntry[] = [];
  const inScope = nodesIn(ctx, scope, [...CALLS, 'AssignmentExpression']);
  inScope.forEach((p) => {
    const v = p.value;
    let name: string | undefined;
    let value: any;
    if (isCall(v) && isMember(v.callee) && receiverKey(v.callee.object) === key && SETTERS.has(memberName(v.callee) ?? '') && v.arguments.length === 2) {
      name = stringValue(v.arguments[0]);
      value = v.arguments[1];
    } else if (v.type === 'AssignmentExpression' && v.operator === '=' && isMember(v.left) && receiverKey(v.left.object) === key) {
      name = memberName(v.left);
      value = v.right;
    } else return;
    if (!name) return;
    const statement = ownStatement(p);
    out.push({ name: name.toLowerCase(), value, statement, always: !!statement && ownerOf(statement) === home });
  });
  return out;
}

/** The declaration of a once-declared const, when `node` is its name. */
function declarationOf(ctx: TransformContext, node: any): { key: string; path: ASTPath; init: any } | undefined {
  const key = receiverKey(node);
  if (!key || key.startsWith('this.')) return undefined;
  const path = bindingsOf(ctx.j, ctx.root).valuePath(key);
  if (!path || path.value.type !== 'VariableDeclarator') return undefined;
  return { key, path, init: unwrap(path.value.init) };
}

const isNewHeaders = (n: any): boolean => n?.type === 'NewExpression' && unwrap(n.callee)?.type === 'Identifier' && unwrap(n.callee).name === 'Headers';

/** Every header a request's `headers` option sets that can be seen: object literals (through consts and `new Headers({...})`) and statements on a headers binding. */
function headerEntries(ctx: TransformContext, headers: any): HeaderEntry[] {
  const n = unwrap(headers);
  if (!n) return [];
  const out: HeaderEntry[] = [];
  const literal = (x: any) => {
    const o = objectOf(ctx, isNewHeaders(unwrap(x)) ? unwrap(x).arguments[0] : x);
    if (o) out.push(...propertyEntries(o));
  };
  const decl = declarationOf(ctx, n);
  if (decl) {
    literal(decl.init);
    if (isNewHeaders(decl.init) || decl.init?.type === 'ObjectExpression') out.push(...statementEntries(ctx, decl.key, decl.path));
  } else literal(n);
  return dedupe(out);
}

const dedupe = (entries: HeaderEntry[]): HeaderEntry[] => entries.filter((e, i) => entries.findIndex((f) => (e.prop ? f.prop === e.prop : f.statement?.value === e.statement?.value && f.value === e.value)) === i);

/** A parameter typed as the options of an outgoing request (`init: RequestInit`, `opts: AxiosRequestConfig`, `options: FetchOptions`), not an incoming request. */
const OPTIONS_TYPE = /(^RequestInit$|Init$|Options$|Opts$|Config$)/;
const typedAsOptions = (param: any): boolean => {
  const t = param.typeAnnotation?.typeAnnotation;
  if (t?.type !== 'TSTypeReference') return false;
  const name = t.typeName?.type === 'Identifier' ? t.typeName.name : t.typeName?.right?.name;
  return typeof name === 'string' && OPTIONS_TYPE.test(name);
};

/**
 * `X.headers` where X is a parameter of the enclosing function (an incoming request), looking through spreads, `new Headers(…)` and `Object.fromEntries/assign(…)`.
 * A parameter that is this request's own options (spread into them, `fetch(url, { ...init, headers })`, or typed as request options) is a wrapper's
 * caller-supplied options, not an incoming request: its headers are whatever the caller set, which the call site shows.
 */
function forwardsIncoming(ctx: TransformContext, headers: any, at: ASTPath, options: any): boolean {
  const spreadIntoOptions = new Set<string>();
  const o = unwrap(options);
  if (o?.type === 'Identifier') spreadIntoOptions.add(o.name);
  if (o?.type === 'ObjectExpression') {
    for (const p of o.properties) if (p.type === 'SpreadElement' && unwrap(p.argument)?.type === 'Identifier') spreadIntoOptions.add(unwrap(p.argument).name);
  }
  const params = new Set<string>();
  for (let p = enclosingFunction(at); p; p = enclosingFunction(p)) {
    for (const param of p.value.params) {
      const base = param.type === 'AssignmentPattern' ? param.left : param;
      if (base.type === 'Identifier' && !spreadIntoOptions.has(base.name) && !typedAsOptions(base)) params.add(base.name);
    }
  }
  const incoming = (x: any, depth: number): boolean => {
    const n = unwrap(x);
    if (!n || depth > 4) return false;
    if (isMember(n) && memberName(n) === 'headers') {
      let base = unwrap(n.object);
      while (isMember(base)) base = unwrap(base.object);
      return base?.type === 'Identifier' && params.has(base.name);
    }
    if (n.type === 'ObjectExpression') return n.properties.some((p: any) => p.type === 'SpreadElement' && incoming(p.argument, depth + 1));
    if (isNewHeaders(n)) return incoming(n.arguments[0], depth + 1);
    if (n.type === 'CallExpression' && isMember(n.callee) && ['fromEntries', 'assign'].includes(memberName(n.callee) ?? '')) {
      return n.arguments.some((a: any) => incoming(a, depth + 1));
    }
    const decl = declarationOf(ctx, n);
    return decl ? incoming(decl.init, depth + 1) : false;
  };
  return incoming(headers, 0);
}

export default defineTransform({
  id: 'te-content-length',
  eol: '2023-07-01',
  kind: 'rewrite+report',
  title: 'Requests with both Transfer-Encoding and Content-Length',
  replacement: 'send Transfer-Encoding or Content-Length, never both',
  // The rewrite needs the header name; the proxy report needs the API host (or a configured wrapper/base).
  triggers: ['ransfer-Encoding', 'ransfer-encoding', 'RANSFER-ENCODING', 'api.cloudflare.com'],
  anchors: false, // both headers in one request are wrong on any host (see explain)
  configTriggers: (config) => [...(config.wrappers ?? []), ...(config.baseConstants ?? [])],
  example: 'fetch-stream',
  explain: `Since 2023-07-01 Cloudflare declines requests that carry both Transfer-Encoding and Content-Length,
following the HTTP rule that forbids both in one message (RFC 9112 §6.2: a sender must not send
Content-Length with Transfer-Encoding; a chunked body carries its own length).
Rewrites: drops Content-Length from the headers of a request that also sets Transfer-Encoding to a
literal value (any letter case): object literals given as headers to fetch/new Request, axios (config,
method helpers, instances and axios.create defaults), got, ky, undici and node's http(s).request, also
through a const, inside new Headers({...}), and headers.set/append(...), headers[...] = ... or
req.setHeader(...) statements on a headers object or ClientRequest of the same block. Dropping is safe:
the length was never allowed next to Transfer-Encoding.
Anchoring: the rule holds for requests to the API and to every site proxied by Cloudflare, which can be
any host, and HTTP forbids the pair in every request; so a request that visibly sets both through a
well-known HTTP client (fetch, axios, got, ky, undici, http/https) is fixed whatever its URL. What
cannot be seen in the code is reported only for anchored Cloudflare API calls.
Reports (Cloudflare API calls only): headers that forward an incoming request's headers
({...req.headers}, req.headers, new Headers(req.headers)): strip the hop-by-hop headers
(transfer-encoding, content-length, connection, ...) before forwarding; and both headers set where one of
them is dynamic or conditional (a computed Transfer-Encoding, a set inside an if): make sure only one
is ever sent; and a headers const the file reads Content-Length back from (headers['Content-Length']),
which is kept: dropping it there would change that read.
Leaves alone: header objects with only one of the two, response headers (res.writeHead(200, {...}),
res.setHeader(...), new Response(body, {headers})): the rule is about requests; and objects that are
not the headers of a request.`,
  links: ['https://www.rfc-editor.org/rfc/rfc9112#section-6.2', 'https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages,
  run(ctx) {
    const anchored = new Set(findApiCalls(ctx).filter((c) => c.surface !== 'sdk').map((c) => c.path.value));
    const done = new Set<any>();
    // A file that never names Transfer-Encoding sets no such header: only the forwarding of an incoming
    // request's headers to the API is left to look for.
    const namesTe = /transfer-encoding/i.test(ctx.file.source);
    for (const site of httpRequests(ctx)) {
      const isAnchored = anchored.has(site.path.value);
      if (!namesTe && !isAnchored) continue;
      for (const options of site.options) {
        const headers = propertyValue(options, 'headers');
        const entries = namesTe ? headerEntries(ctx, headers) : [];
        // node's http(s).request(): headers set on the ClientRequest it returns.
        const decl = site.path.parentPath?.value?.type === 'VariableDeclarator' && site.path.parentPath.value.init === site.path.value ? site.path.parentPath : undefined;
        if (namesTe && decl && decl.value.id.type === 'Identifier') entries.push(...statementEntries(ctx, decl.value.id.name, decl));
        const te = entries.filter((e) => e.name === TE);
        const cl = entries.filter((e) => e.name === CL && !done.has(e.prop ?? e.statement?.value));
        if (te.length > 0 && cl.length > 0) {
          const certain = te.some((e) => e.always && isLiteralValue(e.value));
          const removable = cl.every((e) => e.prop || e.statement);
          // A headers const the file reads Content-Length back from keeps it (dropping it would change that read).
          const readBack = cl.map((e) => e.prop && readBackFrom(ctx, e.object, (key) => key.toLowerCase() === CL)).find(Boolean);
          if (certain && removable && readBack) {
            if (isAnchored) {
              ctx.report(site.path, 'readBack', { headers: readBack });
            }
          } else if (certain && removable) {
            for (const e of cl) done.add(e.prop ?? e.statement!.value);
            const byObject = new Map<any, any[]>();
            for (const e of cl.filter((x) => x.prop)) byObject.set(e.object, [...(byObject.get(e.object) ?? []), e.prop]);
            for (const [object, props] of byObject) dropProperties(ctx, object, props);
            for (const e of cl.filter((x) => x.statement)) {
              e.statement!.prune();
              ctx.changed();
            }
          } else if (isAnchored) {
            ctx.report(site.path, 'maySendBoth');
          }
        } else if (isAnchored && headers && forwardsIncoming(ctx, headers, site.path, options)) {
          ctx.report(site.path, 'forwardsIncoming');
        }
      }
    }
  },
});
