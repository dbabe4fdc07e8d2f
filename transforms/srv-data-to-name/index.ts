import { defineTransform } from '../../src/transform';
import { resultItems, typedItems, type ApiCall, dnsRecordCalls, importedRecordReturns } from '../../src/cloudflare';
import { migrateBody } from './bodies';
import { migrateFilledBody, migrateFlowBodies } from './flow-bodies';
import { migrateExportedConverters } from './exported-converters';
import { reportHeldBody } from './held-bodies';
import { messages } from './messages';
import { migrateReads, queriesSrv } from './reads';
import { relaxImportedTypes } from './types';
import { reportSrvSamples } from './samples';
import { responseTypedItems } from './response-typed';

/*
 * srv-data-to-name: the transform's definition and run. Its parts: bodies.ts migrates a body sent to
 * the DNS record endpoints (srv-helper.ts: data returned by a helper's 'SRV' case), types.ts relaxes
 * the record types the bodies are typed with (here and, by the follow-up, in the module that declares
 * them), reads.ts rewrites or reports data.service/proto/name read on records; fields.ts and
 * messages.ts hold what they share.
 */
export default defineTransform({
  id: 'srv-data-to-name',
  eol: '2024-05-31',
  kind: 'rewrite+report',
  title: 'SRV records: data.service/proto/name → top-level name',
  replacement: "top-level name '_service._proto.name'; data keeps priority, weight, port, target",
  triggers: ['SRV', 'data.service', 'data?.service', 'data.proto', 'data?.proto', 'data.name', 'data?.name'],
  example: 'fetch-template',
  explain: `Since 2024-05-31 the API rejects SRV records whose data carries service, proto or name; the full
name (_service._proto.name) goes in the top-level name, as for every other record type.
Rewrites the bodies of SRV records sent to the DNS record endpoints (POST /zones/:zone_id/dns_records,
PUT and PATCH /zones/:zone_id/dns_records/:id) through fetch, axios (also instances with a baseURL and
URLs kept on a class instance), got, ky, in-file and configured wrappers, SDK v2 dnsRecords.add/edit
and v3+ dns.records.create/update/edit: service, proto and name leave data; with no top-level name, one
is built from them: a string when all three are literals ('_minecraft._tcp.example.com'), a template
literal otherwise (\`\${service}.\${proto}.\${name}\`, keeping the original expressions; a name without
the zone suffix stays relative, as it was in data). A top-level name already there wins (kept; only the
data fields go), except when it is the very expression data.name holds (the base name): it is then
replaced by the full name. The body may be written inline, in a local const, or built in the method
of a class. Its data may be attached after it is built (body.data = {…} in the same function, before the
request): the
name goes into the body when the values it is made of can be read there (parameters, consts declared
before the body). Or the data may be what the 'SRV' case of a helper of the file returns
(switch (type) { case 'SRV': return { service, proto, name, … } }): service, proto and name leave that
case and the name is made of the arguments the call passes for them, when the call passes the literal
'SRV' and nothing else can reach that case (no other case falls through into it, every other call
passes another literal type, the helper is not exported). Only bodies whose type is the literal 'SRV' are edited.
The body may also be what a converter function of the file returns (body: JSON.stringify(toRecord(r)),
or const body = toRecord(r) read by the request alone, or each element of a list only the request's
loop walks: for (const b of records.map((r) => toRecord(r))), or pushed, as it is or through a const
only the push reads, then walked by for…of or forEach; a list two converters fill is migrated when both
pass these checks),
found by the value-flow layer, when every use of the converter is such a body (one whose result also
goes to another host, is stored, returned, logged or handed on is reported, not changed): a body it writes whole is migrated as above; one whose data it assigns in
a branch (case 'SRV': body.type = 'SRV'; body.data = {…}; break;, or switch (r.type) with type: r.type)
loses service, proto and name there and gets body.name = the full name right after, when nothing else
on that branch or a branch that may also run writes type or name; else it is reported.
A converter exported by another module of the run (import { sanitizeRecord } from './records') is
migrated in its own module, where it writes the object, when every call of it in the run is the body
of a DNS record request (or it is handed to the .map making a list only such a request's loop walks:
for (const r of rows.map(toCfRecord))) (any other caller, another host's request or a log leaves it alone); one the
package publishes from its entry is reported there instead.
So is a body filled field by field before the request (const o = {}; o.type = 'SRV'; o.data = {…};
edit(zone, id, o)), also through a wrapper of another module of the run that sends its caller's body
as it is (its own endpoint and method written there); a type written there that is not a literal
(o.type = args.newType || rec.type), or the object handed to an unknown function first, is reported.
An SRV record handed to a wrapper that converts it (flatten(rec)), writes to it or reads its fields
(rec.data.service.toUpperCase()) before sending it is reported, not rewritten: the wrapper relies on its shape.
When the body is typed with a record interface or type declared in the same file (also an
intersection of them, type R = Base & { data: {…} }), that type's data.service/proto/name become
optional (not deleted: the same type often also describes records read back or stored, and optional
keeps every other use compiling; delete them once nothing uses them), and an optional top-level name
is added if the type has none, so the file still type-checks. A body typed with the global
Record<string, unknown> (or any), alone or in an intersection, requires none of them: it is migrated
and the type left as it is.
The output compiles if the input did: a body whose type cannot be relaxed is not migrated but left
as it is and reported, naming the type that must first stop requiring data.service/proto/name (the
next run, once it is fixed, migrates the body). That is a type of a package or of a module outside
the run, one whose data is not written here (a mapped type such as Readonly<…>, data of an imported
type), and a type of this file through which the file reads data.service/proto/name (a parameter
typed with it, or an element of one): those reads need them required, so the type keeps them.
A type imported from another module of the run (an SrvRecord in types.ts) is changed the same way in
the module that declares it, found through the barrels that re-export it (export * from, export { X }
from, imported then exported), once every file is done. Bodies left as they were still type-check
with it, and code that reads data.service/proto/name through it sees them as optional, as they are
(the API no longer returns them). The body and its type change together or neither does: a body
whose type the module that declares it cannot relax (its data of a package's type, say: that module
says why) is left as it is and reported, and so is one whose type, of this file or of another, some
file of the run reads data.service/proto/name through where a string is required (returned from a
function written to return string, passed for a string parameter of a function of that file or one it imports, in TypeScript to a callee not known, given
to a string variable or field, read on: r.data.name.split('.')): relaxing it would break that code
under strictNullChecks.
Reads of record.data.service/proto/name on records returned by the DNS record endpoints (elements of
a list response, through filter/find/map/for…of, also out of a wrapper function of the file that returns
them: const all = await listRecords(zone)) become record.name.split('.')[0], [1] and
.slice(2).join('.') where the record is known to be SRV (a type === 'SRV' test beside the read, a case 'SRV': of
switch (record.type), or in a filter it went through, or a list queried with type=SRV). Reads through a
const holding the record's data (const d = record.data; d.service) are reported.
Reported, not changed: data.name '@' (the zone apex: write the full name with the zone's name), a
top-level name that looks like the base name only, SRV data built elsewhere or spread from another
object, data attached after the body from values the body cannot read yet, data from a helper's 'SRV'
case that other callers share or whose type is not a literal, a body whose type is not a literal but whose data has service/proto/name, a body whose
record type cannot be relaxed (see above; the body is left as it is), reads whose record type is not
known and reads on a function or method parameter typed with the record type the file's SRV bodies
are typed with (record: T, or an element of records: T[]) or on records a function or a method of a
class imported from another module of the run is written to return (getRecords(): Promise<SrvRecord[]>,
SrvRecord a record type declared or imported there; the function called by its imported name, the
instance held as this.dns = new DnsService(), a const or a parameter typed with the class) (derive the parts from record.name, split on '.'), reads on a parameter or variable typed with a record type
imported from a module of the run that a wrapper of the run returns DNS record responses as (fromRecord(rec:
DnsRecord)), and cloudflare 1.x addDNS/editDNS with an SRV record (1.x cannot send a top-level name: move
to the v4+ SDK or a raw request). On a body an earlier version of the tool migrated, a finding on a
record type the run cannot change (of a package, or an alias it cannot see through) is reported again
while its review comment stands: delete the comment once the type is fixed.
A record type written as the type of a sample answer (type SRVRecord = typeof srv_record) whose
data holds service/proto/name is reported at the sample's data, not changed: the sample is data.
Left alone: NAPTR data.service and every other record type, and SRV-shaped objects with no Cloudflare
anchor (mDNS/bonjour services, in-house DNS stores, other hosts).`,
  links: ['https://developers.cloudflare.com/dns/manage-dns-records/reference/dns-record-types/#srv'],
  messages,
  run(ctx) {
    const calls = dnsRecordCalls(ctx);
    const bodies = new Set<any>();
    const srvTypes = new Set<string>();
    for (const { call, writes } of calls) {
      // A body the call's own code does not write as a literal: what the value-flow layer knows it holds (a converter's result).
      // A body filled field by field, its type written after the literal: the layer's object (flow-bodies.ts).
      if (writes && !migrateFilledBody(ctx, call, bodies, srvTypes) && !migrateBody(ctx, call, bodies, srvTypes)) migrateFlowBodies(ctx, call, bodies, srvTypes);
      // A record the wrapper converts or reads before sending it: reported (held-bodies.ts).
      if (writes) reportHeldBody(ctx, call, bodies);
    }
    // SRV bodies an exported converter of this module builds for other modules' requests (every call of it in the run is one).
    migrateExportedConverters(ctx, bodies, srvTypes);
    const done = new Set<any>();
    // Each kind's alike calls split once by whether they ask for SRV (a filter per call grew with the square of the calls, issue 31).
    const split = new Map<readonly ApiCall[], Map<boolean, ApiCall[]>>();
    const alikeAsking = (alike: readonly ApiCall[], srv: boolean): ApiCall[] => {
      let by = split.get(alike);
      if (!by) {
        by = new Map([[true, []], [false, []]]);
        for (const other of alike) by.get(queriesSrv(ctx, other))!.push(other);
        split.set(alike, by);
      }
      return by.get(srv)!;
    };
    for (const { call, lists, alike } of calls) {
      if (call.method === undefined) continue;
      // A variable given this list's records or another's is known SRV only when every list asked for SRV.
      const srvList = queriesSrv(ctx, call);
      const sameKind = alikeAsking(alike, srvList);
      migrateReads(ctx, resultItems(ctx, call, { list: lists, alike: sameKind }), { srvList, done });
    }
    // Parameters typed with the SRV bodies' record type (\`record: T\`, \`records: T[]\`): the type
    // describes records of every kind the code passes, so a read there is reported, never rewritten.
    migrateReads(ctx, typedItems(ctx, srvTypes).map((item) => item.ref), { srvList: false, done, reportOnly: true });
    // Records a function or a method of a class imported from another module of the run is written to return
    // (\`records: Promise<SrvRecord[]>\`): typed values too, of every kind the method hands out.
    migrateReads(ctx, importedRecordReturns(ctx), { srvList: false, done, reportOnly: true });
    // Parameters and variables typed with the record type a wrapper of the run returns DNS record responses as (response-typed.ts).
    migrateReads(ctx, responseTypedItems(ctx), { srvList: false, done, reportOnly: true });
    // A record type written as `typeof` a sample SRV answer: its data is reported at the sample.
    reportSrvSamples(ctx);
  },
  followUp: relaxImportedTypes,
});
