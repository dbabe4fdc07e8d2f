import type { ASTNode } from 'jscodeshift';
import * as fs from 'fs';
import type { RunModules, UntracedEndpoint, UserConfig } from '../../types';
import { findApiCalls, type ApiCall, type RecognitionContext } from '../calls/calls';
import { anchorsOf } from '../anchors/anchors';
import { enclosingFunction } from '../../ast/bindings';
import { moduleContext } from '../records/site-context';
import { stripBom } from '../../parse/bom';
import { segments } from '../urls/endpoint';
import { cutGluedTail, gluedUnder } from './glued-tail';
import { methodVerdict } from './spelled-method';

/*
 * Traced calls whose endpoint has a run-time tail glued to a known segment, the second tier's to
 * report (glued-tail.ts): no transform matches such an endpoint to its templates (`addresses` and
 * `matchEndpoint` stay exact, so nothing rewrites it), and when the path is relative to a wrapper or
 * an instance's base (`` cf(`/firewall/waf/packages${query.endpoint}`) `` with `cf` sending
 * `…/zones/${ZONE}${path}`) no spelling from the API's root holds it either. Reported where the
 * caller writes the path; a call whose spelling the tier reported already is left to that finding.
 * A wrapper's own request (`exports.tunnels = (p) => cfFetch('/tunnels' + p)`) is left to its
 * callers only when a call through it is traced where the transform reads it: here, or in an
 * importer the run reads for the transform (its prefilter) whose call the importer's recognition
 * traces through the imported name. They choose the rest of the path and the transforms judge them
 * there, as `addresses` leaves a wrapper whose callers write the path. Otherwise (no caller, an
 * importer never read for the transform, a call its recognition does not trace) nobody else would
 * report the request: it is reported at the wrapper.
 */

/** A node loosely read for its source range. */
type Ranged = { start?: unknown; end?: unknown } | null | undefined;

/** The traced calls whose endpoint ends with a glued tail, once per tree (every transform with untraced templates asks). */
function gluedTracedCalls(ctx: RecognitionContext): ApiCall[] {
  const compute = (): ApiCall[] => findApiCalls(ctx).filter((c) => cutGluedTail(segments(c.endpoint), ':param') !== undefined);
  return ctx.memo ? ctx.memo('untracedGluedCalls', compute) : compute();
}

/**
 * The source ranges a call covers: the call, the node its URL is written in, and the parts it was
 * resolved from (text written elsewhere and read through the layer, a path builder's template or a
 * guarded setting id, is traced too though the call does not edit it there).
 */
export function rangesOf(c: ApiCall): Array<[number, number]> {
  const nodes: Ranged[] = [c.path.value as Ranged, c.urlNode as Ranged];
  for (const part of c.url?.parts ?? []) nodes.push(part.node as Ranged, part.kind === 'text' ? (part.written as Ranged) : undefined);
  return nodes.flatMap((n) => (n && typeof n.start === 'number' && typeof n.end === 'number' ? [[n.start, n.end] as [number, number]] : []));
}

/** Whether the run reads a file of this text, under this configuration, for the asking transform (its prefilter): a call there is judged. */
export type ReadsText = (text: string, config: UserConfig) => boolean;

/** Per importer's program and asking configuration (the project index keeps one program per file and run): the wrapper calls it traces, by client. */
const importerClients = new WeakMap<object, WeakMap<object, Set<string>>>();

/**
 * The clients of the calls an importer of the run traces through a wrapper (`packages` imported, or
 * `api.packages` through a namespace require), recognised with the anchors it imports (`configOf`).
 */
function tracedWrapperClients(ctx: RecognitionContext, modules: RunModules, importer: { path: string; program: unknown }): Set<string> {
  const program = importer.program as object;
  let byConfig = importerClients.get(program);
  if (!byConfig) importerClients.set(program, (byConfig = new WeakMap()));
  let clients = byConfig.get(ctx.config);
  if (!clients) {
    clients = new Set(findApiCalls(moduleContext(ctx, modules, importer)).filter((k) => k.surface === 'wrapper').map((k) => k.client));
    byConfig.set(ctx.config, clients);
  }
  return clients;
}

/** An importer's text, its BOM stripped; undefined when it cannot be read. */
export function importerText(path: string): string | undefined {
  try {
    return stripBom(fs.readFileSync(path, 'utf8')).text;
  } catch {
    return undefined;
  }
}

/**
 * Whether a glued call is the own request of a wrapper of the file (a function putting the API base
 * before its parameter and sending it) whose callers are traced: a call through it here, or a call
 * an importer of the run traces through the name it imports it under. A caller the run does not
 * trace (an importer the index does not recognise the wrapper in, an inline `exports.x` no file
 * calls) leaves the request to be reported here: nobody else reports it.
 */
function leftToCallers(ctx: RecognitionContext, c: ApiCall, calls: readonly ApiCall[], reads: ReadsText): boolean {
  const fn = enclosingFunction(c.path);
  if (!fn) return false;
  const anchors = anchorsOf(ctx.j, ctx.root, ctx.config);
  const wrapper = anchors.functions.get(fn.value);
  if (wrapper?.ownEndpoint !== c.endpoint) return false;
  // The keys callers use for it (`packages`, `this.request`): a call through one of them is traced here.
  const keys = [...anchors.wrappers].filter(([, w]) => w === wrapper).map(([key]) => key);
  if (calls.some((k) => k.surface === 'wrapper' && keys.includes(k.client))) return true;
  const modules = ctx.modules;
  if (!modules) return false;
  return keys.some((key) => {
    const name = key.slice(key.lastIndexOf('.') + 1);
    return modules.importers(name, name).some((importer) => {
      // Read by the run for the asking transform (its prefilter, with the anchors the importer imports).
      const text = importerText(importer.path);
      if (text === undefined || !reads(text, modules.configOf(importer.path, importer.program, ctx.config))) return false;
      const clients = tracedWrapperClients(ctx, modules, importer);
      return importer.locals.some((local) => clients.has(local));
    });
  });
}

/**
 * The traced calls of the file that reach one of the templates through a glued tail, each with the
 * first template it reaches (its `methods`, when given, allowing the call's method; a glued path is at
 * none of its `methodsAt`), but those
 * covering a node already reported (`reported`: the spellings the tier found) and a wrapper's own
 * request its callers choose the rest of (leftToCallers).
 */
export function gluedCallFindings(ctx: RecognitionContext, untraced: readonly UntracedEndpoint[], reported: readonly ASTNode[], reads: ReadsText): Array<{ at: ASTNode; u: UntracedEndpoint }> {
  const calls = gluedTracedCalls(ctx);
  if (calls.length === 0) return [];
  const all = findApiCalls(ctx);
  const templates = untraced.map((u) => ({ u, want: segments(u.template) }));
  const starts = reported.map((n) => (n as Ranged)?.start).filter((s): s is number => typeof s === 'number');
  const out: Array<{ at: ASTNode; u: UntracedEndpoint }> = [];
  for (const c of calls) {
    const hit = templates.find(({ u, want }) => gluedUnder(c.endpoint, want, u.exact === true) && methodVerdict(u, c.method, () => false) !== undefined);
    if (!hit || rangesOf(c).some(([s, e]) => starts.some((at) => s <= at && at < e)) || leftToCallers(ctx, c, all, reads)) continue;
    out.push({ at: c.urlNode ?? c.path.value, u: hit.u });
  }
  return out;
}
