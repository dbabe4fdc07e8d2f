import { ownRecordReturns } from '../src/cloudflare/responses/own-returns';
import { castItems } from '../src/cloudflare/responses/cast-items';
import { importedCallerRecords } from '../src/cloudflare/records/passed-records';
import { dnsRecordItems } from '../src/cloudflare/records/dns-record-items';
import { ZONE_FIELDS } from '../src/cloudflare/records/dropped-fields';
import type { MaybeNode } from '../src/ast';
import { defineTransform } from '../src/transform';
import { PUBLIC_TYPE, REQUIRED_READ } from '../src/cloudflare/records/dns-record-types';
import { dropProperties } from '../src/edit/text-edits';
import {
  apiAnchorWords,
  editRecordMembers,
  fieldUsedElsewhere,
  namesField,
  optionalSchemaEntry,
  publishingPackage,
  relaxPublishedMember,
  requiredMember,
  recordFieldRead,
  destructuredField,
  returnedRecords,
  importedRecordTypes,
  importedRecordReturns,
  typedItems,
  type ItemRef,
} from '../src/cloudflare';
import { isProperty, keyName } from '../src/ast';
import { inputRecordSchema, inputRecordType } from '../src/cloudflare/records/input-types';
import { SAMPLE_TYPE, sampleEntry, sampleRecordTypes } from '../src/cloudflare/records/sample-types';
import { filledByImporter, filledTypes, refilledByDeclarer, type HeldRecord } from '../src/cloudflare/records/refilled-fields';
import { readAfterWrite } from '../src/cloudflare/records/refilled-at-call';
import { propertySignature } from '../src/ast/type-declarations';
import { zoneFromRecord } from './lib/record-coordinates';
import { heldRecords } from '../src/cloudflare/records/held-values';
import { requestZoneFallback } from './lib/request-zone-fallback';

const FIELDS = ZONE_FIELDS;
type Field = (typeof FIELDS)[number];

const messages = {
  zoneIdRead: 'DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)',
  zoneNameRead: "DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by",
  zoneIdRoute: 'DNS records no longer carry zone_id: read off the record, the zone of this request is undefined (/zones/undefined/dns_records/:id); send it to the zone id the record was listed or read with',
  publicType: PUBLIC_TYPE,
  fieldReadRequired: REQUIRED_READ,
  sampleType: SAMPLE_TYPE,
} as const;
const MESSAGE: Record<Field, 'zoneIdRead' | 'zoneNameRead'> = { zone_id: 'zoneIdRead', zone_name: 'zoneNameRead' };

export default defineTransform({
  id: 'dns-record-zone-fields',
  eol: '2024-11-30',
  source: 'later',
  kind: 'rewrite+report',
  title: 'DNS records: zone_id and zone_name are no longer returned',
  replacement: 'the zone id of the request URL; the zone name from GET /zones/:zone_id',
  triggers: [...ZONE_FIELDS],
  // Record types and schemas are recognised by their members (proxied or ttl beside type, name, content).
  anchors: (config) => ['proxied', 'ttl', ...apiAnchorWords(config)],
  example: 'fetch-list',
  explain: `Since 2024-11-30 DNS record objects (returned by GET/POST /zones/:zone_id/dns_records and
GET/PUT/PATCH /zones/:zone_id/dns_records/:id) no longer carry zone_id and zone_name. Sent in a request
body they are ignored, so bodies are left as they are.
Reports reads of record.zone_id and record.zone_name on a known DNS record: an element or result of a
DNS record endpoint's response (fetch, axios and instances, got, ky, in-file and configured wrappers,
SDK v2 dnsRecords.*, v3+ client.dns.records.list/get/create/update/edit: for await loops, .result
arrays, an element taken apart in a callback's parameter or a for…of head (result.map(({ id, zone_id
}) => …), also with a default ({ zone_id } = {}), for (const { zone_name } of result), for (const [i, {
zone_id }] of result.entries())), destructured results (const { result } = await client.dns.records.list(…), const { data: {
result } } = await axios.get(…)), a let given a record in each branch or a promise awaited later), a
value typed with a recognised record type (a variable, parameter or class field, or the state of Vue's
ref/shallowRef/computed<T>(…) read as x.value, reactive<T>(…), Svelte's writable<T>(…) read as $x or
get(x), imported from vue or svelte/store, or declared with their types Ref<T>, ComputedRef<T>,
Writable<T>), or a record a function or a method of a class imported from another module of the run
is written to return (listRecords(): Promise<DnsRecord[]> with DnsRecord such a type there, the
function called by its imported name; that module's type then
keeps the member, optional), or a record typed only by a cast on a response body in a file with an API
anchor ((await res.json()) as { result: T[] }, as T, as T[], as Page<T> with Page a generic of the file
whose result is its parameter), even when the request itself is not traced; or records passed to a
function every call of which passes them (describeAll(result), in the file, or from every module of the
run importing an exported function the package does not publish). They read undefined now:
the zone id is the one in the request's own URL, the zone's name comes from GET /zones/:zone_id.
Edits hand-written record types (interfaces and type literals with the members id, type, name and
content beside proxied or ttl, or without either a named type a DNS record response of the file is
written with: cf.get<{ result: T[] }>(\`/zones/\${id}/dns_records\`) on an API client, not another host's; with an id and a dropped field, whatever else, one a DNS record
response is cast to here or in a module of the run importing it) and zod schemas of records (z.object({ id, type, name, content, ttl,
zone_id: ... })): a record the API returns carries its id, while the input of a command that creates
or moves a record (no id; its zone_id or zone_name picks the zone) is left alone, and so is a type
named as an input (CreateDNSRecord, RecordFormData, …Params, …Payload) that no response reaches (no
response body cast to it, no function returning a record request's records as it), even with an id. In a record type
the zone_id / zone_name member goes when nothing in the file (nor in another module of the run that
imports the type) names the field; otherwise it becomes optional (zone_id?: string, or
z.string().optional(): a schema requiring it throws once the API omits it), so remaining reads and
bodies still type-check and say the value may be missing. Another module counts however it reaches
the type (a barrel, a namespace import, import('./types').T, a value of the module) and whatever it
does with the field (a read, a write, an object key, keyof T = 'zone_id'). A type the package
publishes (reached from its package.json main/types/exports) keeps the member, optional, for users
outside the repository, and is reported. A record type written as the type of a sample object
(type R = typeof sample, the sample a record answer with an id) is a record type for reads; its sample
is data, so its zone_id / zone_name entries are reported, not deleted.
The output compiles if the input did: a member that would be made optional (named somewhere, or the
type is published) is left exactly as it is, and reported with where the read is (its function and
file), when this file or a module of the run importing the type reads it on a value of the type where
a value is required: returned from a function written to return string, passed for a string parameter
of a function of that module or one it imports (in TypeScript also to a callee not known: ids.push(…)), given to a string variable or field, read on
(record.zone_name.toUpperCase()), or used as an index key (groups[record.zone_name]). Reads that take
undefined (??, ||, ?., templates, comparisons) keep it optional.
A record type whose own module assigns the field on its records (rec.zone_name = zone.name on a
value typed with the type, or on the records a function or method there returns, or on the element of
a list of them: matches.forEach((record) => { record.zone_name = zone.name }), also filter, find, some,
every, reduce callbacks and for…of, with matches a copy (filter, slice, [...list]) of a list written as
T[], returned as T[] or spread into one), or makes them in a map callback over its records with the
field written by the app (records.map((r) => ({ ...r, zone_id: zoneId })), { id: r.id, …, zone_id:
zoneId }, r typed T or walking a list of T, or the result returned or held as T[]; zone_id: r.zone_id
fills nothing, nor does it with a fallback to nothing, r.zone_id || undefined, ?? null, || '', ?? void 0) carries the app's value: the member stays as it is, and so does that member of every
other record type of the file (a value of one type may be spread into, returned or assigned as the other,
{ ...apiRecord, proxied: false } typed as the filled row, Pick<Row, 'zone_id'> returned from an API record:
keeping one member required and not the other would no longer compile). Reads are
per type: filling DnsRecord's zone_id says nothing of reads of another record type of the file,
nor of its reads in other modules. An assignment on any other object (options.zone_id = argv[2], this.zone_id)
does not count. Reads of values only typed with a record type are left alone where this file fills
the field on records of that type (per type, as above), or where the module declaring it (or the class or function of that module returning such records) assigns the field on
its records that way; SDK params it builds ({ ...input, zone_id }) fill no record.
A known record's zone_id read as the zone of a request to that record's own id
(dnsRecords.del(existing.zone_id, existing.id), \`/zones/\${rec.zone_id}/dns_records/\${rec.id}\`,
dns.records.delete(rec.id, { zone_id: rec.zone_id })) is reported as a request to /zones/undefined/…;
a value not known as a record (a parameter, an app's row, a value of the app's own type) is left alone.
A zone_id read that falls back to the zone id of the record's own request ((rec as any).zone_id ?? zoneId,
rec.zone_id || zone, const { zone_id = zone } = rec, with zoneId the very binding the request's zone_id
param or /zones/\${…}/ URL part reads, written once (a destructuring or loop-head write, [zone] = …,
({ zone } = other), for (zone of …), counts), and every request whose answer reaches the
read sent there) already gives what the finding asks: not reported. A fallback to '', another variable
or another binding of the same name is; so is a zone_name read, whatever it falls back to.
Left alone: zone_id on anything that is not a DNS record (zones, SDK params { zone_id }, request
bodies), types without the record members, types with a member holding a record's id under another
name (record_id, cfRecordId: an app's own row that points at a record), a field taken apart only to
leave it out of a rest copy (const { zone_id, ...copy } = record, zone_id never used), objects
with no Cloudflare anchor, and record-shaped types, schemas and samples (and reads through them) in a
run that nothing anchors on Cloudflare, unless their own file holds an anchor.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages,
  run(ctx) {
    // Followed together: a function of the file every request hands its records to reads records.
    const own = dnsRecordItems(ctx);
    const refs: ItemRef[] = [...own.refs];
    // Records another module of the run hands to a function this file exports (every call of it passes one).
    const callers = importedCallerRecords(ctx, FIELDS, own);
    refs.push(...callers.refs);
    // Record types of this file that carry an id, and those imported from another module of the run.
    // A sample's type (`type R = typeof sample`) with an id is one too.
    const samples = sampleRecordTypes(ctx).filter((s) => sampleEntry(s, 'id'));
    // A type named as an input (`CreateDNSRecord`) that no response reaches is the app's, not a record.
    const records = [...returnedRecords(ctx).typeNames, ...importedRecordTypes(ctx, (members) => members.includes('id'))].filter((name) => !inputRecordType(ctx, name));
    const typeNames = new Set([...records, ...samples.map((s) => s.name)]);
    const typed: HeldRecord[] = [
      ...typedItems(ctx, typeNames, { variables: true }),
      // Records returned by a function or a method of a class imported from another module of the run.
      ...importedRecordReturns(ctx, (members) => members.includes('id')).map((ref) => ({ ref })),
      // Records returned by a function or a method of this file written to return the type (also `ns.T` of a namespace import).
      ...ownRecordReturns(ctx, typeNames, (members) => members.includes('id')).map((ref) => ({ ref })),
      // Records typed by a cast on a response body (`(await res.json()) as { result: T[] }`), in a file with an API anchor.
      ...castItems(ctx, typeNames).map((ref) => ({ ref })),
    ];
    const seen = new Set<unknown>();
    const fromApi = new Set(refs);
    const held = [...refs, ...typed.map((t) => t.ref)];
    const typeOf = new Map<ItemRef, string | undefined>(typed.map((t) => [t.ref, t.type]));
    // The record types whose field the file assigns on its records (`rec.zone_name = zone.name`, also on
    // a list's element), not on any object (`options.zone_id = …`); '' for records of no known type.
    const filled = new Map(FIELDS.map((f) => [f, filledTypes(ctx, [...refs.map((ref) => ({ ref })), ...typed], typeNames, f)]));
    // Per type: whether this file fills the field on records of the type (`filled`; '' for records of no
    // known type, which may be of any); a record of no known type is one of any type filled here.
    const filledOn = (types: ReadonlySet<string>, type: string | undefined) => types.has('') || (types.size > 0 && (!type || types.has(type)));
    // Put back by this file, or by the module that declares the imported record type (or hands such records out): per type.
    const refilled = new Map<Field, (type: string | undefined) => boolean>(
      typed.length > 0
        ? FIELDS.map((f) => {
            const here = filled.get(f) ?? new Set<string>();
            const there = refilledByDeclarer(ctx, f);
            return [f, (type) => filledOn(here, type) || there.has(type ?? '')];
          })
        : [],
    );
    // A known record's zone_id sent as the zone of a request to that record's id (`del(rec.zone_id, rec.id)`): reported as such (record-coordinates.ts).
    const routes = zoneFromRecord(ctx);
    const routed = new Set<unknown>(routes);
    // `(rec as any).zone_id ?? zoneId`, zoneId the zone the record's own request was sent to: already what the finding asks.
    const fallsBackToRequestZone = requestZoneFallback(ctx);
    for (const ref of held) {
      for (const field of FIELDS) {
        // A value only typed as a record of a type the file puts the field back on itself (r.zone_id = …, map((r) => ({ ...r, zone_id }))): its own.
        if (!fromApi.has(ref) && refilled.get(field)?.(typeOf.get(ref))) continue;
        // A record every caller hands over with the field written just before (`rec.zone_id = zone.id; api.save(rec)`).
        if (callers.refilled(ref, field)) continue;
        const read = recordFieldRead(ref, field) ?? destructuredField(ref, field, ctx);
        if (!read || seen.has(read.value)) continue;
        seen.add(read.value);
        // Read after the code wrote the field back on that record (`rec.zone_id = zone; … rec.zone_id`): the app's value.
        if (readAfterWrite(ctx, read, field)) continue;
        if (field === 'zone_id' && fallsBackToRequestZone(ref, read)) continue;
        ctx.report(read, field === 'zone_id' && routed.has(read.value) ? 'zoneIdRoute' : MESSAGE[field]);
      }
    }
    // A name every value of which the layer pins as a DNS record (a module's `let` given one along a promise chain: held-values.ts), its zone_id not written back.
    for (const zone of routes) if (!seen.has(zone) && heldRecords(ctx, zone.object, 'zone_id')) ctx.report(zone, 'zoneIdRoute');
    for (const field of FIELDS) {
      // Found again for each field: an edit rewrites the declarations it touches.
      const { declarations, schemas } = returnedRecords(ctx);
      const schemaSet = new Set<object>(schemas);
      const named = namesField(ctx, field, schemaSet);
      // All at once: the literals of one declaration (`Pair<{…}, {…}>`, unions) are edited together.
      const edits: Parameters<typeof editRecordMembers>[1] = [];
      // The file assigns the field on records itself (`rec.zone_name = zone.name`): the member is the app's now, it stays,
      // on every record type of the file: one type's values may flow into another's (`{ ...apiRecord, proxied }` typed
      // as the filled row, `Pick<Row, 'zone_id'>` returned from an API record), so keeping one type's member and not
      // the other's would no longer compile. Reads stay per type (filled). So does a type whose importer fills the field on its records.
      const filledInFile = (filled.get(field)?.size ?? 0) > 0;
      for (const d of declarations) {
        if (inputRecordType(ctx, d.name) || ((filledInFile || filledByImporter(ctx, d.name, field)) && propertySignature(d.members, field))) continue;
        const used = named || fieldUsedElsewhere(ctx, d.name, field);
        // Made optional (used, or published), the member would break a read that needs its value: it stays.
        const required = used || publishingPackage(ctx, d.name) ? requiredMember(ctx, d, field) : undefined;
        if (required) {
          ctx.report(required.at, 'fieldReadRequired', required.data);
          continue;
        }
        // A type the package publishes keeps the member for its consumers outside the run, optional.
        const published = used ? undefined : relaxPublishedMember(ctx, d, field);
        if (published) ctx.report(published.at, 'publicType', { type: d.name ?? 'This record type', field, package: published.package });
        else edits.push({ ...d, field, keep: used });
      }
      editRecordMembers(ctx, edits);
      for (const schema of schemas) {
        if (inputRecordSchema(ctx, schema)) continue;
        if (named) optionalSchemaEntry(ctx, schema, field);
        else {
          const entry = schema.properties.find((p: MaybeNode) => isProperty(p) && keyName(p) === field);
          if (entry) dropProperties(ctx, schema, [entry]);
        }
      }
    }
    for (const s of samples) {
      for (const field of FIELDS) {
        const entry = sampleEntry(s, field);
        if (entry) ctx.report(entry, 'sampleType', { type: s.name, sample: s.sample, field });
      }
    }
  },
});
