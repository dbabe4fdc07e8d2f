import { exportsFunction, exportsName } from './passed-records';

/*
 * A module that may export a pass-through wrapper (`export async function probe(url, token) { const r =
 * await fetch(url, …); return r.json() }`, src/cloudflare/anchors/pass-through.ts): the Cloudflare URL is
 * written by its callers, so its own text need hold no API anchor word and round 1 of the index never
 * reads it. The index parses such a module when a file holding an API anchor word (or importing a module
 * that does) imports it, and its text exports a function (or a class, where it is written or by name, CommonJS too,
 * whose static or instance methods may be such wrappers) and names an HTTP client; whether it exports a
 * wrapper is then judged as for any module. Only the specifiers of those few files are resolved, and only
 * the imported modules' texts tested, so a sparse tree pays nothing more.
 */

let clientCall: RegExp | undefined;

/** A class exported where it is written, whose (static) methods may pass their URL on: `export class Http { static send(url, init) { return fetch(url, init) } }`. */
const EXPORTED_CLASS = /\bexport\s+(?:default\s+)?(?:abstract\s+)?class\b/;
/**
 * A class declared in the module, which it may export by name: CommonJS (`module.exports = { Http }`,
 * `module.exports = Http`, `exports.Http = Http`) or a list (`export { Http }`, `export = Http`).
 */
const CLASS = /\bclass\s+[\w$]+/;
const exportsClass = (text: string): boolean => EXPORTED_CLASS.test(text) || (CLASS.test(text) && exportsName(text));

/**
 * A call of a well-known HTTP client (`fetch(`, `axios.`, `got(`): made from the one list of client
 * names on first use (src/cloudflare/calls/client-names.ts), which a run with no API file never loads.
 */
function clientCallPattern(): RegExp {
  if (clientCall) return clientCall;
  const names = require('../cloudflare/calls/client-names') as typeof import('../cloudflare/calls/client-names');
  const alternatives = [...new Set([...names.CLIENT_FUNCTIONS, ...names.CLIENT_MODULES])].map((n) => n.replace(/\$/g, '\\$'));
  return (clientCall = new RegExp(`(?:^|[^\\w$.])(?:${alternatives.join('|')})\\s*(?:\\(|\\.)`));
}

/** Whether a module's text may export a function that sends what its caller gives (the shape above). */
export function mayPassThrough(text: string): boolean {
  return text.includes('export') && clientCallPattern().test(text) && (exportsFunction(text) || exportsClass(text));
}
