import { importedModules } from './specifiers';
import type { ModuleResolver } from './resolve';

/*
 * A module that reads SRV records through the project's own record type (`import type { DnsRecord }
 * from '../lib/types'; … const d = rec.data; switch (rec.type) { case 'SRV': … d.service … }`, an edit
 * form): it holds no API anchor word and imports no API module, only the types module the API files
 * import too. In a run with a project index the prefilter lets it through like a records reader
 * (passed-records.ts, with `PASSED_WORD` as its anchor word), when its text reads SRV data parts and it
 * imports a module an API file imports; srv-data-to-name then decides whether the type it imports is
 * one a wrapper of the run returns DNS record responses as (src/cloudflare/records/response-record-types.ts).
 */

const PARTS = /\b(?:service|proto)\b/;

/** Whether the text may read an SRV record's data parts: `SRV`, `data`, and `service` or `proto`. */
export function mayReadSrvData(text: string): boolean {
  return text.includes('SRV') && text.includes('data') && PARTS.test(text);
}

/**
 * The files of `texts` with that shape that import a module one of `apiFiles` imports (its types
 * module, say). Only the specifiers of the API files and of the files with the shape are resolved.
 */
export function recordTypeReaders(
  apiFiles: readonly string[],
  texts: Iterable<[string, string]>,
  env: { textOf: (file: string) => string | undefined; resolver: ModuleResolver },
): string[] {
  const shaped: Array<[string, string]> = [];
  for (const [file, text] of texts) if (mayReadSrvData(text)) shaped.push([file, text]);
  if (shaped.length === 0) return [];
  const api = new Set(apiFiles);
  const imported = new Set<string>();
  for (const file of api) {
    const text = env.textOf(file);
    if (text) for (const { target } of importedModules(file, text, undefined, env.resolver)) imported.add(target);
  }
  if (imported.size === 0) return [];
  return shaped.filter(([file, text]) => !api.has(file) && importedModules(file, text, undefined, env.resolver).some(({ target }) => imported.has(target))).map(([file]) => file);
}
