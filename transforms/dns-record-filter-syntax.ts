import type { MaybeNode } from '../src/ast';
import type { ObjectExpression, ObjectProperty, Property } from 'jscodeshift';
import { defineTransform } from '../src/transform';
import type { TransformContext } from '../src/types';
import { literalText, spliceLiteral } from '../src/edit/literals';
import { DNS_RECORDS, findApiCalls, matchEndpoint, safeLiteralEdits, type ApiCall } from '../src/cloudflare';
import { isProperty, keyName, unwrap } from '../src/ast';
import { writtenTypes } from '../src/ast/type-declarations';
import type { SearchParamsValue } from '../src/flow';
import { filterParams, paramsObjects } from './lib/list-filters';

/** The old `field=op:value` operators and the new `field.op=value` names. */
const OPS: Record<string, string> = { contains: 'contains', starts_with: 'startswith', ends_with: 'endswith' };
const OLD = /^(contains|starts_with|ends_with):/;
/** Query parameters that are not filters: a comma list among only these can become match=any. */
const NOT_FILTERS = new Set(['page', 'per_page', 'order', 'direction']);
/** The keys whose old operators this transform moves into the key (`name` → `name.contains`). */
const FILTERS: ReadonlySet<string> = new Set(['name', 'content']);

const messages = {
  typeContains: 'type=contains: is no longer supported (since 2025-02-21): filter an exact type (type=CNAME) or use search=',
  sharedQuery:
    '{{field}}=contains: (starts_with:, ends_with:) is the old filter syntax, but these query parameters are also used elsewhere than this request (another request, a read, an export): rewrite them to {{field}}.contains=x (startswith, endswith) where they are only sent to Cloudflare',
  typedQuery:
    '{{field}}=contains: (starts_with:, ends_with:) is the old filter syntax, but these query parameters are written with the type {{type}}, which may not allow the key {{field}}.contains: rename the key to {{field}}.contains (startswith, endswith) and let the type allow it',
  commaList:
    '{{field}}= with a comma-separated list no longer matches any of the values (since 2025-05-23): send match=any&{{field}}=a&{{field}}=b (match=any applies to every filter of the request), or one request per value',
} as const;
type Ctx = TransformContext<typeof messages>;

type Plan = { call: ApiCall; urlNode: unknown; literals: unknown[]; apply: () => void };

export default defineTransform({
  id: 'dns-record-filter-syntax',
  eol: '2025-02-21',
  source: 'later',
  kind: 'rewrite+report',
  title: 'DNS record list filters: name=contains:x → name.contains=x',
  replacement: 'name.contains=, name.startswith=, name.endswith= (and content.*); match=any with repeated parameters',
  // The query is rewritten only where it is written in this file, beside its path.
  triggers: ['dns_records'],
  example: 'fetch-url',
  explain: `GET /zones/:zone_id/dns_records stopped reading the old filter syntax on 2025-02-21:
name=contains:x, name=starts_with:x and name=ends_with:x (and the same for content) are now
name.contains=x, name.startswith=x and name.endswith=x. Rewrites them where the query is written
literally: in the URL text (string, template or + chain; a value after the operator may be dynamic:
?name=contains:\${q} → ?name.contains=\${q}), in axios params / got searchParams objects
({ name: 'contains:x' } → { 'name.contains': 'x' }), and in a URLSearchParams the URL is built from
or the request is given as its params (new URLSearchParams({ ... }) or from pairs, params.set('name',
'contains:x'), .append); params also used elsewhere (another request, a .get or a read of the filter's
key, an export, copied from params used elsewhere, options handed on) are reported, not rewritten; so is
an object written with a type (const q: RecordQuery = {…}, as, satisfies, or an inline { name: string }
without an index signature; Record<…> and as const aside) that may not allow the new key.
Comma lists (name=a,b,c and content=) stopped meaning "any of" on 2025-05-23 (this transform's date is
the earlier one): in the URL text they become match=any&name=a&name=b&name=c when the list is written
whole and is the request's only filter (page, per_page, order, direction aside: match=any would apply
to every other filter too); otherwise, and in objects (which cannot repeat a key), they are reported.
Reports type=contains:x, which has no replacement (filter an exact type, type=CNAME, or use search=).
Left alone: queries built at run time, other endpoints and hosts, and the SDK (v4 takes
name: { contains } already).`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages,
  run(ctx) {
    const planned: Plan[] = [];
    for (const call of findApiCalls(ctx)) {
      if (call.surface === 'sdk' || call.method !== 'GET' || !matchEndpoint(call.endpoint, DNS_RECORDS)) continue;
      if (call.url) urlText(ctx, call, planned);
      for (const params of filterParams(ctx, call)) searchParams(ctx, call, params);
      for (const { object, shared } of paramsObjects(ctx, call, FILTERS)) objectFilters(ctx, call, object, shared);
    }
    const { safe } = safeLiteralEdits(ctx, planned);
    for (const p of safe) {
      p.apply();
      ctx.changed();
    }
  },
});

/** The query of the URL as written: its literal parts (edited). */
function urlText(ctx: Ctx, call: ApiCall, planned: Plan[]): void {
  const { parts, text, offsets } = call.url!;
  const start = text.indexOf('?');
  if (start < 0) return;
  parts.forEach((part, i) => {
    if (offsets[i] + (part.kind === 'text' ? part.text.length : 0) <= start) return;
    if (part.kind === 'dynamic') return;
    if (!part.node || part.inWrapper || literalText(part.node) !== part.text) return;
    const before = offsets[i] > 0 ? text[offsets[i] - 1] : '';
    const from = Math.max(0, start + 1 - offsets[i]);
    const last = parts.slice(i + 1).every((q) => q.kind === 'text' && q.text === '');
    const edits: Array<{ at: number; length: number; text: string }> = [];
    const re = /(^|[?&])(name|content|type)=([^&#]*)/g;
    const scanned = part.text.slice(from);
    for (let m = re.exec(scanned); m; m = re.exec(scanned)) {
      const at = from + m.index + m[1].length;
      if (m[1] === '' && (at > 0 ? part.text[at - 1] : before) !== '?' && (at > 0 ? part.text[at - 1] : before) !== '&') continue;
      const [field, value] = [m[2], m[3]];
      const op = OLD.exec(value);
      if (field === 'type') {
        if (op?.[1] === 'contains') ctx.report(call.path, 'typeContains');
        continue;
      }
      if (op) {
        edits.push({ at, length: field.length + 1 + op[0].length, text: `${field}.${OPS[op[1]]}=` });
        continue;
      }
      if (!value.includes(',')) continue;
      const whole = at + field.length + 1 + value.length < part.text.length || last;
      const others = call.query.split('&').map((q) => q.split('=')[0]).filter((k) => k !== field && !NOT_FILTERS.has(k));
      if (!whole || others.length > 0 || value.includes(':param')) {
        ctx.report(call.path, 'commaList', { field });
        continue;
      }
      const values = value.split(',');
      if (values.some((v) => v === '')) {
        ctx.report(call.path, 'commaList', { field });
        continue;
      }
      edits.push({ at, length: field.length + 1 + value.length, text: ['match=any', ...values.map((v) => `${field}=${v}`)].join('&') });
    }
    if (edits.length === 0) return;
    const node = part.node;
    planned.push({
      call,
      urlNode: call.urlNode,
      literals: [node],
      apply: () => {
        for (const e of edits.sort((a, b) => b.at - a.at)) spliceLiteral(node, e.at, e.length, e.text);
      },
    });
  });
}

/**
 * The filters of query parameters the request is built from (a URLSearchParams interpolated in its URL
 * or given as its params, as the value-flow layer knows it: list-filters.ts's filterParams): each entry
 * of the object it is made from and each `q.set(k, v)` / `q.append(k, v)` through the name that holds it,
 * where its key is written.
 */
function searchParams(ctx: Ctx, call: ApiCall, params: SearchParamsValue): void {
  for (const entry of params.entries) {
    const { key: field, keyNode, value, at } = entry;
    if (entry.op === 'delete' || !value || !keyNode || (field !== 'name' && field !== 'content' && field !== 'type')) continue;
    filterValue(ctx, call, {
      field,
      value: unwrap(value),
      ...(params.shared && { shared: true }),
      renameKey: (to) => {
        if (isProperty(at) && at.key === keyNode) renameProperty(ctx, at, to);
        else spliceLiteral(unwrap(keyNode), 0, field.length, to);
      },
    });
  }
}

/** Gives an entry of an object literal another key, written as a string. */
function renameProperty(ctx: Ctx, prop: ObjectProperty | Property, to: string): void {
  prop.key = ctx.j.stringLiteral(to);
  prop.shorthand = false;
}

/**
 * The type a params object is written with (`const q: RecordQuery = {…}`, `as`, `satisfies`) that may
 * not allow a renamed key, as the message names it: a named type (`Record<…>` takes any key) or an
 * inline object type without an index signature (`{ content: string }`, written out when short).
 * `as const` names no type; `any`, `unknown` and other types take the object as it is.
 */
function closedType(ctx: Ctx, obj: ObjectExpression): string | undefined {
  for (const t of writtenTypes(ctx, obj)) {
    if (t.type === 'TSTypeReference' && t.typeName.type === 'Identifier' && t.typeName.name !== 'Record') return t.typeName.name;
    if (t.type === 'TSTypeReference' && t.typeName.type === 'TSQualifiedName') return ctx.j(t).toSource();
    if (t.type === 'TSTypeLiteral' && !t.members.some((m) => m.type === 'TSIndexSignature')) {
      const text = ctx.j(t).toSource().replace(/\s+/g, ' ');
      return text.length <= 80 ? text : '{ … }';
    }
  }
  return undefined;
}

/** `{ name: 'contains:x' }` in axios params or got searchParams; `shared` (list-filters.ts's paramsObjects): reported, not rewritten. */
function objectFilters(ctx: Ctx, call: ApiCall, obj: ObjectExpression, shared: boolean): void {
  const typed = closedType(ctx, obj);
  for (const prop of obj.properties) {
    if (!isProperty(prop) || prop.computed) continue;
    const field = keyName(prop);
    if (field !== 'name' && field !== 'content' && field !== 'type') continue;
    filterValue(ctx, call, { field, value: unwrap(prop.value), ...(shared && { shared }), ...(typed && { typed }), renameKey: (to) => renameProperty(ctx, prop, to) });
  }
}

/** One filter of a call: its key, its value, and how to rename the key as written. */
interface Filter {
  field: string;
  value: MaybeNode;
  renameKey: (to: string) => void;
  /** The query parameters are also used elsewhere than the request (SearchParamsValue's `shared`): report, do not edit. */
  shared?: boolean;
  /** The object is written with this type, which may not allow the renamed key: report, do not edit. */
  typed?: string;
}

/**
 * One filter's value, written as a literal (a string, or a template whose first text holds the
 * operator): `contains:x` loses its operator and the key is renamed by `renameKey`; a comma list or
 * type=contains: is reported (a key cannot repeat here).
 */
function filterValue(ctx: Ctx, call: ApiCall, filter: Filter): void {
  const { field, value, renameKey } = filter;
  const first = value?.type === 'TemplateLiteral' ? value.quasis[0] : value;
  const text = literalText(first);
  if (text === undefined) return;
  const op = OLD.exec(text);
  if (field === 'type') {
    if (op?.[1] === 'contains') ctx.report(call.path, 'typeContains');
    return;
  }
  if (op && filter.shared) {
    ctx.report(call.path, 'sharedQuery', { field });
    return;
  }
  if (op && filter.typed) {
    ctx.report(call.path, 'typedQuery', { field, type: filter.typed });
    return;
  }
  if (op) {
    if (!spliceLiteral(first, 0, op[0].length, '')) return;
    renameKey(`${field}.${OPS[op[1]]}`);
    ctx.changed();
    return;
  }
  if (value?.type !== 'TemplateLiteral' && text.includes(',')) ctx.report(call.path, 'commaList', { field });
}
