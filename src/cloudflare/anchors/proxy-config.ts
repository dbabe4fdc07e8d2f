import type { ASTPath } from 'jscodeshift';
import type { UserConfig } from '../../types';
import { currentIndex, type IndexContext } from '../../ast/node-index';
import { isFunction, isMember, keyName, memberName, stringValue, unwrap, type MaybeNode } from '../../ast/syntax';
import { resolveUrl } from '../urls/url-expression';
import type { ProxyRoute } from '../shapes';

/*
 * Proxies a project declares rather than writes: a dev server's `proxy` table (Vite's
 * `proxy: { '/cf-api': { target: 'https://api.cloudflare.com', rewrite: (p) => p.replace(/^\/cf-api/, '/client/v4') } }`,
 * webpack's and http-proxy-middleware's `pathRewrite: { '^/cf-api': '/client/v4' }`, the short form
 * `proxy: { '/client': 'https://api.cloudflare.com' }`), and Next.js `rewrites()` entries
 * (`{ source: '/cf/:path*', destination: 'https://api.cloudflare.com/client/v4/:path*' }`). These
 * forward the method and the body as they are; only a path mapping the file spells out makes a
 * route: a `rewrite` the code computes, a `bypass`/`configure`/`router` hook, or a Next.js entry with
 * conditions (`has`, `missing`) makes none.
 */

/** The options of a proxy entry that change nothing of what reaches the API's paths. */
const PLAIN_OPTIONS = new Set(['target', 'changeOrigin', 'rewrite', 'pathRewrite', 'secure', 'headers', 'ws', 'xfwd', 'logLevel', 'timeout', 'proxyTimeout', 'followRedirects']);

const API_HOST = /^https:\/\/api\.cloudflare\.com(?:\/|$)/;

/** The keys a declared route is written under: a `proxy` table, a rewrite's `source`. */
export const ROUTE_KEYS: ReadonlySet<string> = new Set(['proxy', 'source']);

/** The routes a file's proxy tables and rewrites declare to the API host. */
export function configRoutes(ctx: IndexContext, config: UserConfig): ProxyRoute[] {
  const routes: ProxyRoute[] = [];
  const target = (node: MaybeNode): string | undefined => {
    const url = unwrap(node) ? resolveUrl({ j: ctx.j, root: ctx.root, memo: ctx.memo, node: unwrap(node), config }) : undefined;
    return url && url.parts.every((p) => p.kind === 'text') && API_HOST.test(url.text) ? url.text : undefined;
  };
  for (const p of currentIndex(ctx).of('ObjectProperty', 'Property')) {
    const prop = p.value as { value: MaybeNode };
    const value = unwrap(prop.value);
    const key = keyName(p.value as never);
    if (!ROUTE_KEYS.has(key ?? '')) continue;
    if (key === 'proxy' && value?.type === 'ObjectExpression') {
      for (const entry of value.properties) {
        const route = tableRoute(entry, target);
        if (route) routes.push(route);
      }
    } else if (key === 'source' && value && isRewrite(p)) {
      const route = rewriteRoute(p);
      if (route) routes.push(route);
    }
  }
  return routes;
}

/** One entry of a dev server's `proxy` table. */
function tableRoute(written: MaybeNode, target: (n: MaybeNode) => string | undefined): ProxyRoute | undefined {
  const entry = unwrap(written);
  const prefix = keyName(entry);
  if (!prefix?.startsWith('/') || entry.type === 'SpreadElement') return undefined;
  const value = unwrap(entry.value);
  const short = target(value);
  if (short !== undefined) return { prefix, target: short.replace(/\/$/, '') + prefix };
  if (value?.type !== 'ObjectExpression') return undefined;
  const options = new Map<string, MaybeNode>();
  for (const o of value.properties) {
    const name = keyName(o);
    if (!name || !PLAIN_OPTIONS.has(name)) return undefined;
    options.set(name, unwrap(o.value));
  }
  const base = target(options.get('target'));
  if (base === undefined) return undefined;
  const host = base.replace(/\/$/, '');
  const rewrite = options.get('rewrite');
  const pathRewrite = options.get('pathRewrite');
  if (rewrite && pathRewrite) return undefined;
  if (!rewrite && !pathRewrite) return { prefix, target: host + prefix };
  const replaced = rewrite ? rewrittenBy(rewrite) : rewrittenIn(pathRewrite);
  if (!replaced || !samePrefix(replaced.prefix, prefix)) return undefined;
  return { prefix: replaced.prefix, target: host + replaced.replacement };
}

/** `(p) => p.replace(/^\/cf-api/, '/client/v4')` (also with a block returning it). */
function rewrittenBy(written: MaybeNode): { prefix: string; replacement: string } | undefined {
  const fn = unwrap(written);
  if (!isFunction(fn) || fn.params.length !== 1 || fn.params[0].type !== 'Identifier') return undefined;
  const body = fn.body.type === 'BlockStatement' ? (fn.body.body.length === 1 && fn.body.body[0].type === 'ReturnStatement' ? fn.body.body[0].argument : undefined) : fn.body;
  const call = unwrap(body);
  if (call?.type !== 'CallExpression' || memberName(call.callee) !== 'replace' || call.arguments.length !== 2) return undefined;
  const object = unwrap(call.callee.object);
  if (object?.type !== 'Identifier' || object.name !== fn.params[0].name) return undefined;
  const prefix = anchoredPrefix(call.arguments[0]);
  const replacement = stringValue(call.arguments[1]);
  return prefix !== undefined && replacement !== undefined ? { prefix, replacement } : undefined;
}

/** `{ '^/cf-api': '/client/v4' }`: one entry, its key anchored at the start. */
function rewrittenIn(written: MaybeNode): { prefix: string; replacement: string } | undefined {
  const table = unwrap(written);
  if (table?.type !== 'ObjectExpression' || table.properties.length !== 1) return undefined;
  const [entry] = table.properties;
  const key = keyName(entry);
  const replacement = stringValue(entry.value);
  if (!key?.startsWith('^/') || replacement === undefined || /[\\()[\]{}*+?.|$^]/.test(key.slice(1))) return undefined;
  return { prefix: key.slice(1), replacement };
}

/** The literal prefix of `/^\/cf-api/`: undefined for any other pattern (or flags). */
function anchoredPrefix(node: MaybeNode): string | undefined {
  const n = unwrap(node);
  if (n?.type !== 'RegExpLiteral' || n.flags) return undefined;
  const m = /^\^((?:\\\/|[A-Za-z0-9_-])+)$/.exec(n.pattern as string);
  return m ? m[1].replace(/\\\//g, '/') : undefined;
}

/** `/cf-api` and `/cf-api/` name one prefix. */
function samePrefix(a: string, b: string): boolean {
  return a.replace(/\/$/, '') === b.replace(/\/$/, '');
}

/** Whether the `source` key at `p` is an entry of what a Next.js config's `rewrites()` returns. */
function isRewrite(p: ASTPath): boolean {
  for (let at: ASTPath | null | undefined = p.parent; at; at = at.parent) {
    const v = at.value;
    if ((v.type === 'ObjectMethod' || v.type === 'ObjectProperty' || v.type === 'Property' || v.type === 'ClassMethod') && keyName(v) === 'rewrites') return true;
    if (isMember(v) && memberName(v) === 'rewrites') return true;
  }
  return false;
}

/** `{ source: '/cf/:path*', destination: 'https://api.cloudflare.com/client/v4/:path*' }`, nothing else in it. */
function rewriteRoute(p: ASTPath): ProxyRoute | undefined {
  const entry = p.parent?.value;
  if (entry?.type !== 'ObjectExpression') return undefined;
  const keys = entry.properties.map((o: MaybeNode) => keyName(unwrap(o)));
  if (!keys.every((k: string | undefined) => k === 'source' || k === 'destination' || k === 'basePath')) return undefined;
  const get = (name: string): MaybeNode => unwrap(entry.properties.find((o: MaybeNode) => keyName(unwrap(o)) === name))?.value;
  const source = stringValue(get('source'));
  const destination = stringValue(get('destination'));
  const wild = source ? /^(\/.*?):(\w+)\*$/.exec(source) : null;
  if (!wild || destination === undefined || !destination.endsWith(`:${wild[2]}*`)) return undefined;
  const base = destination.slice(0, -(wild[2].length + 2));
  if (/[:*]/.test(base.replace(/^https:/, '')) || /[:*(]/.test(wild[1]) || !API_HOST.test(base)) return undefined;
  return { prefix: wild[1], target: base };
}
