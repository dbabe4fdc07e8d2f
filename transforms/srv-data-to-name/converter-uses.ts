import type { ASTNode, ASTPath, Identifier } from 'jscodeshift';
import { allRunSites, runSites, NOT_ALL, type RunSite } from '../../src/flow/run-sites';
import { dnsRecordCalls } from '../../src/cloudflare';
import { siteContext } from '../../src/cloudflare/records/site-context';
import { topLevelDeclarations } from '../../src/ast/scope';
import { currentIndex, pathOfNode, type IndexContext } from '../../src/ast/node-index';
import { enclosingFunction } from '../../src/ast/bindings';
import { converterSent, sentCall } from './sent-converter';
import { elementList, straightInto } from './listed-bodies';
import { heldInto } from './pushed-const';
import type { Ctx } from './messages';

/*
 * Whether a converter's object reaches Cloudflare alone: the question the same-file converter
 * (flow-bodies.ts) and the converter another module imports (exported-converters.ts) both ask before
 * its literal is rewritten. Every use of the converter in the run (src/flow/run-sites.ts: this module's,
 * its importers') must be a call whose result a DNS record request of that module sends (as it is,
 * stringified, held by a const only the request reads, or going straight into a list only the
 * request's loop walks), or the converter handed to the `.map` making such a list (`records.map(toRecord)`).
 * Any other use (another host's request, a value stored, returned, logged or handed to an unknown
 * function, a call by importers outside the run) would see the literal change too: it is kept.
 */

/** What each module's DNS record requests send from converters: the converter calls, and the lists they walk. */
interface Sent {
  /** The module, as its calls are recognised. */
  context: IndexContext;
  calls: ReadonlySet<ASTNode>;
  lists: ReadonlySet<ASTNode>;
  /**
   * Calls given to a const the request sends but its code also writes through (`const p = toRecord(e); p.name = …`):
   * the body only in the asking module, where the layer sees those writes (flow-bodies.ts reports them); another
   * module's writes are out of its sight.
   */
  written: ReadonlySet<ASTNode>;
}

/** The modules' sent converter results, found once per module for every converter a run of the transform asks about. */
export type SentCache = Map<unknown, Sent>;

/** The cache of a run of the transform on one module (forgotten when the transform edits the tree). */
export function sentCache(ctx: Ctx): SentCache {
  return ctx.memo ? ctx.memo('srv-data-to-name:converter-uses', (): SentCache => new Map()) : new Map();
}

/** Whether every use of the top-level function `name` in the run is a converter call a DNS record request sends. */
export function everyUseSent(ctx: Ctx, name: string, cache: SentCache): boolean {
  const sites = allRunSites({ j: ctx.j, root: ctx.root, modules: ctx.modules, name, kind: 'call', across: true, handed: true });
  return !!sites && sites.length > 0 && sites.every((site) => sends(ctx, site, cache));
}

/** Whether a call of the run sends the converter's result to the DNS record endpoints (the calls the run holds, not all of them). */
export function someUseSent(ctx: Ctx, name: string, cache: SentCache): boolean {
  for (const site of runSites({ j: ctx.j, root: ctx.root, modules: ctx.modules, name, kind: 'call', across: true, complete: false, handed: true })) {
    if (site !== NOT_ALL && sends(ctx, site, cache)) return true;
  }
  return false;
}

/**
 * The top-level name of the function an object is written in (`function toRecord(e) { return {…} }`,
 * `const toRecord = (e) => ({…})`), the function whose calls make it; undefined for an object written
 * in a function of no name of its own (a `.map` callback, which the list's rule judges: listed-bodies.ts),
 * a nested function or a method, or outside any function.
 */
export function converterName(ctx: IndexContext, object: ASTNode): string | undefined {
  const at = pathOfNode(ctx, object);
  const fn = at && enclosingFunction(at);
  const holder = fn?.parent?.value;
  const id = fn?.value.type === 'FunctionDeclaration' ? fn.value.id : holder?.type === 'VariableDeclarator' && holder.init === fn?.value ? holder.id : undefined;
  if (!fn || id?.type !== 'Identifier') return undefined;
  return topLevelDeclarations(currentIndex(ctx), id.name).some((d) => d.id === id) ? id.name : undefined;
}

/** Whether the site is a converter result a DNS record request of its module sends (not through the 1.x SDK, which cannot send a name). */
function sends(ctx: Ctx, site: RunSite, cache: SentCache): boolean {
  const key = site.module.root.get().value as unknown;
  let sent = cache.get(key);
  if (!sent) {
    const other = siteContext(ctx, site.module);
    const calls = new Set<ASTNode>();
    const lists = new Set<ASTNode>();
    const written = new Set<ASTNode>();
    for (const { call, writes } of dnsRecordCalls(other)) {
      if (!writes || call.sdk?.generation === 'v1') continue;
      const converter = converterSent(other, call);
      if (converter?.type === 'CallExpression') calls.add(converter);
      const held = converter?.type === 'Identifier' ? sentCall(other, call) : undefined;
      if (held) written.add(held);
      // A loop's element out of a list (listed-bodies.ts): the calls going straight into it, or the converter handed to its `.map`.
      const element = converter?.type === 'Identifier' ? (pathOfNode(other, converter) as ASTPath<Identifier> | undefined) : undefined;
      const list = element && elementList(other, element);
      if (list) lists.add(list);
    }
    cache.set(key, (sent = { context: other, calls, lists, written }));
  }
  const at = site.at.value;
  if (site.handed) return sent.lists.has(at);
  if (sent.calls.has(at) || (!site.module.importer && sent.written.has(at))) return true;
  const { context } = sent;
  // Pushed as it is, or through a const only the push reads (pushed-const.ts).
  return [...sent.lists].some((list) => straightInto(context, at, list) || heldInto(context, at, list));
}
