import { DROPPED_RECORD_FIELDS } from '../cloudflare/records/dropped-fields';
import { importedModules } from './specifiers';
import type { ModuleResolver } from './resolve';

/**
 * A module that may export a function another module hands DNS records to (`export function
 * describeRecords(records) { … r.zone_id … }`, see src/cloudflare/records/passed-records.ts): its
 * text holds no anchor word of its own, so in a run with a project index the prefilter lets it
 * through on this shape, with `PASSED_WORD` as the anchor word it holds, like a class handed a client
 * (handed-clients.ts). Whether every call in the run passes records is decided when its transforms
 * run (`ctx.modules.importers`). The fields are the record fields the API stopped returning or
 * sending (DROPPED_RECORD_FIELDS, the transforms' own list). The function is exported where it is
 * written (`export function f`, `export const f = …`, `export default function`) or by name once
 * declared (`export { f }`, `export default f`, `module.exports = { f }`, `exports.f = f`); a class
 * (`export class Entry`) whose constructor is handed records likewise. A module
 * exporting a converter of SRV bodies (`mayBuildSrvBodies`) is let through the same way.
 */
const FIELD = new RegExp(`\\b(?:${DROPPED_RECORD_FIELDS.join('|')})\\b`);
const EXPORTED_FUNCTION = /\bexport\s+(?:(?:default\s+)?(?:(?:async\s+)?function|class)\b|const\s+[\w$]+\s*=\s*(?:async\s*)?(?:function\b|\(|[\w$]+\s*=>))/;
const EXPORTED_NAME = /\bexport\s*(?:\{|=|default\s+[\w$]+\s*;?\s*$)|\bmodule\.exports\s*=|\bexports\.[\w$]+\s*=/m;
/** A re-export (`export * from './x'`, `export { a as b } from './x'`): the modules a barrel passes on. */
const REEXPORT = /\bexport\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(['"])([^'"\n]+)\1/g;
const MAX_BARRELS = 4;
const FUNCTION = /\bfunction\b|=>/;

/** The word such a module holds, counted as its anchor word by the prefilter. */
export const PASSED_WORD = 'export';

export function mayReadPassedRecords(text: string): boolean {
  // Asked of nearly every text of a run: the plain searches first.
  return text.includes(PASSED_WORD) && DROPPED_RECORD_FIELDS.some((f) => text.includes(f)) && FIELD.test(text) && exportsFunction(text);
}

/**
 * A module that may export a converter other modules send as an SRV record's body (`export function
 * toRecord(r) { return { type: 'SRV', data: { service, proto, name, … } } }`, see
 * transforms/srv-data-to-name/exported-converters.ts): the record type and the data fields the API
 * stopped taking, and an exported function. Let through like a records reader, its transform decides
 * from every call of the run.
 */
export function mayBuildSrvBodies(text: string): boolean {
  return text.includes(PASSED_WORD) && text.includes('SRV') && SRV_PARTS.test(text) && exportsFunction(text);
}

/**
 * A module that may export a record type with a field the API dropped (`export interface Entry { id;
 * zone_id; … }`), too thin to hold a record's own words: a record type only where a module of the run
 * casts a DNS record response to it (dns-record-types.ts's `castByRun`), decided when its transforms run.
 */
const EXPORTED_TYPE = /\bexport\s+(?:declare\s+)?(?:interface|type)\b/;
export function mayDeclareRecordType(text: string): boolean {
  return text.includes(PASSED_WORD) && DROPPED_RECORD_FIELDS.some((f) => text.includes(f)) && FIELD.test(text) && EXPORTED_TYPE.test(text);
}

const SRV_PARTS = /\bservice\b[^]*\bproto\b|\bproto\b[^]*\bservice\b/;
/** Whether a module's text exports something by name (`export { a }`, `export =`, `module.exports =`, `exports.a =`). */
export const exportsName = (text: string): boolean => EXPORTED_NAME.test(text);
export const exportsFunction = (text: string): boolean => EXPORTED_FUNCTION.test(text) || (EXPORTED_NAME.test(text) && FUNCTION.test(text));

/** Whether a module's text has the shape of a records reader, an SRV body converter or a thin record type (above). */
export const mayBeReader = (text: string): boolean => mayReadPassedRecords(text) || mayBuildSrvBodies(text) || mayDeclareRecordType(text);

/** What the search of imported modules reads: a file's text, and how specifiers resolve. */
export interface ImportedEnv {
  textOf: (file: string) => string | undefined;
  resolver: ModuleResolver;
}

/** The modules `files` import (also through barrels, up to MAX_BARRELS deep) whose text `test` accepts. */
export function importedWith(files: readonly string[], env: ImportedEnv, test: (text: string) => boolean): string[] {
  const out = new Set<string>();
  const barrels = new Set<string>();
  const visit = (from: string, target: string, depth: number): void => {
    if (target === from || out.has(target) || barrels.has(target)) return;
    const read = env.textOf(target);
    if (!read) return;
    if (test(read)) out.add(target);
    else if (depth < MAX_BARRELS && read.includes('from')) {
      barrels.add(target);
      for (const m of read.matchAll(REEXPORT)) {
        const next = env.resolver.resolve(target, m[2]);
        if (next !== undefined) visit(target, next, depth + 1);
      }
    }
  };
  for (const file of new Set(files)) {
    const text = env.textOf(file);
    if (!text) continue;
    for (const { target } of importedModules(file, text, undefined, env.resolver)) visit(file, target, 0);
  }
  return [...out];
}
