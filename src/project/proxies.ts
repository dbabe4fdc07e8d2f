import type { UserConfig } from '../types';
import type { ProxyRoute } from '../cloudflare/shapes';
import { stripBom } from '../parse/bom';

/*
 * The run's own transparent proxies to the API (src/cloudflare/anchors/proxy-routes.ts), found once by
 * the index in the files holding an API anchor word (a proxy names the API host it forwards to) whose
 * text has the shape of one, so that a client in another module, which names neither, is judged by
 * them (`config.proxies`, file-project.ts). A prefix two proxies send to different targets is none.
 */

/** A text that may forward its own paths: a proxy table, rewrites, a read of an incoming path. */
const SHAPE = /\bproxy\b|\brewrites\b|\.(?:url|pathname|originalUrl)\b|\.params\[/;

export function projectProxies(candidates: Iterable<[string, string]>, config: UserConfig): ProxyRoute[] {
  const found = new Map<string, ProxyRoute | null>();
  for (const [file, text] of candidates) {
    if (!SHAPE.test(text)) continue;
    const routes = routesOf(file, text, config);
    for (const route of routes) {
      const known = found.get(route.prefix);
      found.set(route.prefix, known === undefined || (known && known.target === route.target) ? route : null);
    }
  }
  return [...found.values()].filter((r): r is ProxyRoute => r !== null);
}

function routesOf(file: string, text: string, config: UserConfig): ProxyRoute[] {
  const { parseModule } = require('../parse/parse') as typeof import('../parse/parse');
  const j = require('jscodeshift') as import('jscodeshift').JSCodeshift;
  const { ownProxyRoutes } = require('../cloudflare/anchors/proxy-routes') as typeof import('../cloudflare/anchors/proxy-routes');
  try {
    const ast = parseModule(stripBom(text).text, file);
    return ownProxyRoutes({ j, root: j(ast) }, config);
  } catch {
    return [];
  }
}

/** The prefixes of the run's proxies a file's text names (its anchor words: a client of the proxy names no API word). */
export function proxiedWords(text: string, routes: readonly ProxyRoute[] | undefined): string[] {
  return (routes ?? []).map((r) => r.prefix).filter((prefix) => text.includes(prefix));
}
