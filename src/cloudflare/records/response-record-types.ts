import type { TransformContext } from '../../types';
import { currentIndex } from '../../ast/node-index';
import { returnedTypeRef } from '../../ast/type-declarations';
import { namedImports } from '../named-imports';
import { dnsRecordItems } from './dns-record-items';
import { moduleContext } from './site-context';

/*
 * The project's own record type, as the modules that fetch DNS records use it (docs/project-index.md,
 * "Records typed with the type a wrapper returns"): `export interface ZoneRecord {…}` and, in the same
 * module or in one importing it, `async function listRecords(z): Promise<ZoneRecord[]> { …; return
 * (await res.json()).result }` for `GET /zones/:zone_id/dns_records`. A file of the run that imports
 * that type and types a parameter or a variable with it (`fromRecord(rec: ZoneRecord)`, an edit form)
 * holds records of those responses, of whatever kind the code hands it: what it reads on them is
 * judged as on a record of unknown type. The function must return the followed result of a DNS record
 * request at each of its returns (src/cloudflare/responses/returned-items.ts), so a type also written
 * for another provider's records, or one no such wrapper returns, is not one.
 */

/** Word a module must hold to be asked for DNS record requests (`dns_records`, `dns.records`, `dnsRecords`). */
export const DNS_WORD = 'dns';

/**
 * The local names of the types this file imports from modules of the run (those `wanted`: the file
 * types something with them) that a function of the run is written to return (`T`, `T[]`, `Promise<T[]>`)
 * and returns the records of a DNS record request with. Empty outside the runner.
 */
export function responseRecordTypes(ctx: TransformContext, wanted: (local: string) => boolean): Set<string> {
  const out = new Set<string>();
  const modules = ctx.modules;
  if (!modules?.program || !modules.of) return out;
  for (const { local, declared } of namedImports(ctx, wanted)) {
    if (declared.kind !== 'interface' && declared.kind !== 'alias') continue;
    const there = modules.of(declared.module);
    // The module declaring it, then the run's files that import it and hold the word (importers: other files only).
    const holders = [{ path: declared.module, program: modules.program(declared.module), locals: [declared.name] }, ...there.importers(declared.name, DNS_WORD)];
    if (holders.some((h) => h.program !== undefined && returnsRecordsAs(ctx, h as Holder))) out.add(local.name);
  }
  return out;
}

/**
 * Whether a function of this file, or of a module of the run importing the type `name` declared here
 * (one holding the DNS word), returns the records of a DNS record request and is written to return
 * `name` (`T`, `T[]`, `Promise<T[]>`): a response reaches the type.
 */
export function returnedByRun(ctx: TransformContext, name: string): boolean {
  for (const fn of dnsRecordItems(ctx).returning.keys()) {
    const ref = returnedTypeRef(fn as { returnType?: unknown })?.ref;
    if (ref?.type === 'Identifier' && ref.name === name) return true;
  }
  const modules = ctx.modules;
  if (!modules?.program) return false;
  return modules.importers(name, DNS_WORD).some((h) => h.program !== undefined && returnsRecordsAs(ctx, h));
}

/** A module of the run holding the type: its path, its program, the names it knows the type by. */
interface Holder {
  path: string;
  program: unknown;
  locals: string[];
}

/** Whether a function of the module returns its DNS record requests' records and is written to return one of `locals`. */
function returnsRecordsAs(ctx: TransformContext, holder: Holder): boolean {
  const view = moduleContext(ctx, ctx.modules!, holder);
  // The module's own text decides before anything is followed: no request, nothing returned.
  if (currentIndex(view).of('FunctionDeclaration', 'ArrowFunctionExpression', 'FunctionExpression').length === 0) return false;
  for (const fn of dnsRecordItems(view).returning.keys()) {
    const ref = returnedTypeRef(fn as { returnType?: unknown })?.ref;
    if (ref?.type === 'Identifier' && holder.locals.includes(ref.name)) return true;
  }
  return false;
}
