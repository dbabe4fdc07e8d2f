import type { ASTNode } from 'jscodeshift';
import type { UntracedEndpoint } from '../../types';
import { findApiCalls, type ApiCall, type RecognitionContext } from '../calls/calls';
import { anchorsOf } from '../anchors/anchors';
import { enclosingFunction } from '../../ast/bindings';
import { commonJsExportName, type MaybeNode } from '../../ast/syntax';
import { segments } from '../urls/endpoint';
import { cutGluedTail, gluedUnder } from './glued-tail';

/*
 * Traced calls whose endpoint has a run-time tail glued to a known segment, the second tier's to
 * report (glued-tail.ts): no transform matches such an endpoint to its templates (`addresses` and
 * `matchEndpoint` stay exact, so nothing rewrites it), and when the path is relative to a wrapper or
 * an instance's base (`` cf(`/firewall/waf/packages${query.endpoint}`) `` with `cf` sending
 * `…/zones/${ZONE}${path}`) no spelling from the API's root holds it either. Reported where the
 * caller writes the path; a call whose spelling the tier reported already is left to that finding.
 * A wrapper's own request (`exports.tunnels = (p) => cfFetch('/tunnels' + p)`) is left to its
 * callers when it has some (here, or importing it in the run): they choose the rest of the path and
 * the transforms judge them there, as `addresses` leaves a wrapper whose callers write the path.
 */

/** A node loosely read for its source range. */
type Ranged = { start?: unknown; end?: unknown } | null | undefined;

/** The traced calls whose endpoint ends with a glued tail, once per tree (every transform with untraced templates asks). */
function gluedTracedCalls(ctx: RecognitionContext): ApiCall[] {
  const compute = (): ApiCall[] => findApiCalls(ctx).filter((c) => cutGluedTail(segments(c.endpoint), ':param') !== undefined);
  return ctx.memo ? ctx.memo('untracedGluedCalls', compute) : compute();
}

/** The source ranges a call covers: the call, the node its URL is written in, and the parts it was resolved from. */
function rangesOf(c: ApiCall): Array<[number, number]> {
  const nodes: Ranged[] = [c.path.value as Ranged, c.urlNode as Ranged];
  for (const part of c.url?.parts ?? []) nodes.push(part.node as Ranged, part.kind === 'text' ? (part.written as Ranged) : undefined);
  return nodes.flatMap((n) => (n && typeof n.start === 'number' && typeof n.end === 'number' ? [[n.start, n.end] as [number, number]] : []));
}

/**
 * Whether a glued call is the own request of a wrapper of the file (a function putting the API base
 * before its parameter and sending it) whose callers are traced: here (a call through it), or in a
 * module of the run importing it by name. An inline CommonJS export (`exports.tunnels = (p) => …`)
 * counts as called: the run's index lists no importer of a value written inline.
 */
function leftToCallers(ctx: RecognitionContext, c: ApiCall, calls: readonly ApiCall[]): boolean {
  const fn = enclosingFunction(c.path);
  if (!fn) return false;
  const anchors = anchorsOf(ctx.j, ctx.root, ctx.config);
  const wrapper = anchors.functions.get(fn.value);
  if (wrapper?.ownEndpoint !== c.endpoint) return false;
  // The keys callers use for it (`packages`, `this.request`): a call through one of them is traced here.
  const keys = [...anchors.wrappers].filter(([, w]) => w === wrapper).map(([key]) => key);
  if (calls.some((k) => k.surface === 'wrapper' && keys.includes(k.client))) return true;
  const holder: MaybeNode = fn.parent?.value;
  if (holder?.type === 'AssignmentExpression' && holder.right === fn.value && commonJsExportName(holder.left) !== undefined) return true;
  return keys.some((key) => {
    const name = key.slice(key.lastIndexOf('.') + 1);
    return (ctx.modules?.importers(name, name).length ?? 0) > 0;
  });
}

/**
 * The traced calls of the file that reach one of the templates through a glued tail, each with the
 * first template it reaches (its `methods`, when given, allowing the call's method), but those
 * covering a node already reported (`reported`: the spellings the tier found) and a wrapper's own
 * request its callers choose the rest of (leftToCallers).
 */
export function gluedCallFindings(ctx: RecognitionContext, untraced: readonly UntracedEndpoint[], reported: readonly ASTNode[]): Array<{ at: ASTNode; u: UntracedEndpoint }> {
  const calls = gluedTracedCalls(ctx);
  if (calls.length === 0) return [];
  const all = findApiCalls(ctx);
  const templates = untraced.map((u) => ({ u, want: segments(u.template) }));
  const starts = reported.map((n) => (n as Ranged)?.start).filter((s): s is number => typeof s === 'number');
  const out: Array<{ at: ASTNode; u: UntracedEndpoint }> = [];
  for (const c of calls) {
    const hit = templates.find(({ u, want }) => gluedUnder(c.endpoint, want, u.exact === true) && (!u.methods || c.method === undefined || u.methods.includes(c.method)));
    if (!hit || rangesOf(c).some(([s, e]) => starts.some((at) => s <= at && at < e)) || leftToCallers(ctx, c, all)) continue;
    out.push({ at: c.urlNode ?? c.path.value, u: hit.u });
  }
  return out;
}
