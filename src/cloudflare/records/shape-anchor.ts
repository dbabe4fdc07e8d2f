import type { TransformContext } from '../../types';
import { anyOf, apiAnchorWords } from '../anchors/anchor-words';

/**
 * Whether a type, interface or zod schema recognised as a DNS record by its shape alone (type, name,
 * content beside ttl or proxied; no traced response reaches it) may be taken for a Cloudflare record
 * in this file. Only in a run anchored on Cloudflare (`ctx.runAnchored`: some package depends on
 * `cloudflare`, holds an API anchor or reads a Cloudflare credential, src/project/anchored.ts), or
 * when the file itself holds a Cloudflare anchor (the API host, an import of the SDK, a configured
 * wrapper or base constant). A local DNS server's own `ZoneRow { type; name; content; ttl; locked;
 * zone_id }` in a tree with no Cloudflare anywhere is its own row, and keeps its members.
 *
 * Outside the runner (`runAnchored` absent) the file is the whole run: it counts when the caller says
 * it is anchored (`ctx.anchoring`) or its text holds an anchor. A run without the project index knows
 * only the package.json files before processing: there a record type of a file with no anchor of its
 * own is left unless a package depends on `cloudflare` (the safe side).
 */
export function recordShapesCount(ctx: Pick<TransformContext, 'runAnchored' | 'anchoring' | 'config' | 'file'>): boolean {
  if (ctx.runAnchored || ctx.anchoring) return true;
  // The transforms ask for each record type question: the last file's answer is kept.
  if (last?.source !== ctx.file.source || last.config !== ctx.config) {
    last = { source: ctx.file.source, config: ctx.config, found: anyOf(apiAnchorWords(ctx.config))?.test(ctx.file.source) ?? false };
  }
  return last.found;
}

/** The last text asked about (with its configuration), and the answer. */
let last: { source: string; config: TransformContext['config']; found: boolean } | undefined;
