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
/**
 * And what a route needs besides (read as words, like SHAPE): a table, a rewrite's destination, or the
 * call a forward needs (mayForward: a mount, `use`/`all` as a member with some string starting `/`, whatever
 * lies between: a comment, `app['use']`; or a cut of the incoming path). Only such a text
 * is parsed: on the bench's dense corpus 3 of the 12 with SHAPE's words.
 */
const ROUTE = /\bproxy\b|\bdestination\b/;
const MOUNT = /(?:\.\s*|\[\s*['"`])(?:use|all)\b/;
const SLASH = /['"`]\//;
const CUT = /(?:\.\s*|\[\s*['"`])(?:slice|substring|substr|replace)\b/;
const PATH_READ = /\.(?:url|pathname|originalUrl)\b/;
const mayRoute = (t: string): boolean => SHAPE.test(t) && (ROUTE.test(t) || (MOUNT.test(t) && SLASH.test(t)) || (CUT.test(t) && PATH_READ.test(t)));

/**
 * A file that is not the app's own server or configuration: a test, an example, a fixture, docs,
 * a mock, a story (its path under the run's root): a proxy there governs no request of the app.
 */
const NOT_THE_APP = /(?:^|\/)(?:tests?|__tests__|examples?|fixtures|docs|__mocks__|stories)\/|\.(?:test|spec)\.[cm]?[jt]sx?$/i;

/** An API route the app serves itself in Next.js (pages/api/**, app/api/**\/route.*): rewrites apply after them. */
const NEXT_OWN_API = /(?:^|\/)(?:src\/)?(?:pages\/api\/|app\/api\/(?:.*\/)?route\.[cm]?[jt]sx?$)/;

/**
 * The routes of the candidates (files holding an API anchor word). `files`: every file of the run,
 * to find the app's own Next.js API routes; a next.config beside any makes no route (they win over
 * its rewrites, P3).
 */
export function projectProxies(candidates: Iterable<[string, string]>, config: UserConfig, files: readonly string[] = []): ProxyRoute[] {
  const found = new Map<string, ProxyRoute | null>();
  const root = commonDir(files);
  for (const [file, text] of candidates) {
    if (!mayRoute(text) || NOT_THE_APP.test(under(root, file))) continue;
    if (/(?:^|\/)next\.config\.[cm]?[jt]s$/.test(file) && servesOwnApi(file, files)) continue;
    const routes = routesOf(file, text, config);
    for (const route of routes) {
      const known = found.get(route.prefix);
      found.set(route.prefix, known === undefined || (known && known.target === route.target) ? route : null);
    }
  }
  return [...found.values()].filter((r): r is ProxyRoute => r !== null);
}

function routesOf(file: string, text: string, config: UserConfig): ProxyRoute[] {
  const { parseModuleToCheck } = require('../parse/parse') as typeof import('../parse/parse');
  const j = require('jscodeshift') as import('jscodeshift').JSCodeshift;
  const { mayHoldRoutes, ownProxyRoutes } = require('../cloudflare/anchors/proxy-routes') as typeof import('../cloudflare/anchors/proxy-routes');
  try {
    // Read only, and not kept for the file's transforms: Babel's plain tree, without recast's copy and tokens;
    // its paths and node index only for a tree with a call or a key a route needs.
    const ast = parseModuleToCheck(stripBom(text).text, file);
    if (!mayHoldRoutes(ast)) return [];
    return ownProxyRoutes({ j, root: j(ast as unknown as import('jscodeshift').ASTNode) }, config);
  } catch {
    return [];
  }
}

/** The prefixes of the run's proxies a file's text names (its anchor words: a client of the proxy names no API word). */
export function proxiedWords(text: string, routes: readonly ProxyRoute[] | undefined): string[] {
  return (routes ?? []).map((r) => r.prefix).filter((prefix) => text.includes(prefix));
}

/** Whether the folder of a Next.js configuration holds API routes of the app's own. */
function servesOwnApi(config: string, files: readonly string[]): boolean {
  const dir = config.slice(0, config.lastIndexOf('/') + 1);
  return files.some((f) => f.startsWith(dir) && NEXT_OWN_API.test(f.slice(dir.length)));
}

/** The folder every file sits in ('' when none is given). */
function commonDir(files: readonly string[]): string {
  if (files.length === 0) return '';
  let dir = files[0].slice(0, files[0].lastIndexOf('/') + 1);
  for (const f of files) while (dir !== '' && !f.startsWith(dir)) dir = dir.slice(0, dir.slice(0, -1).lastIndexOf('/') + 1);
  return dir;
}

/** A file's path under a folder. */
const under = (dir: string, file: string): string => (dir !== '' && file.startsWith(dir) ? file.slice(dir.length) : file);
