/**
 * A module whose class may be handed an API client through its constructor by a module that imports
 * it (`constructor(private api: Got)`, then `this.api.patch(…)`; see src/cloudflare/anchors/constructor-clients.ts):
 * its text holds no anchor word of its own, so in a run with a project index the prefilter lets it
 * through on this shape, with `HANDED_WORD` as the anchor word it holds. Only a module that exports
 * something can be such a module: a class no other module can import is constructed in its own file,
 * which then holds the anchor word or an anchored import itself. Whether every construction
 * in the run passes such a client is decided when its transforms run (`ctx.modules.importers`).
 */
const CONSTRUCTOR = /\bconstructor\s*\(/;
const EXPORTS = /\bexports?\b/;
const MEMBER_CALL = /\bthis\s*\.\s*[A-Za-z_$][\w$]*\s*\??\.\s*(?:get|post|put|patch|delete|head|request)\s*[(<]/;

/** The word such a module holds, counted as its anchor word by the prefilter. */
export const HANDED_WORD = 'constructor';

export function mayBeHandedClient(text: string): boolean {
  // Asked of nearly every text of a run: the plain search first (a regular expression starting with \b scans slower).
  return text.includes(HANDED_WORD) && CONSTRUCTOR.test(text) && EXPORTS.test(text) && MEMBER_CALL.test(text);
}
