import { defineTransform, type DefinedTransform } from '../../src/transform';
import type { TransformContext, TransformKind, TransformMeta } from '../../src/types';
import type { MessageTable } from '../../src/messages';
import type { ASTNode } from 'jscodeshift';
import {
  addresses,
  bindingReads,
  bodyObject,
  endpointOf,
  findApiCalls,
  matchEndpoint,
  objectOf,
  removeQueryParam,
  renamePathSegment,
  resolveApiUrl,
  responseBindings,
  resultChain,
  segmentWrittenIn,
  type ApiCall,
} from '../../src/cloudflare';
import { outermostStrings } from '../../src/flow';
import { propertyValue, stringValue } from '../../src/ast';

/**
 * "This endpoint is gone": one deprecated route of a notice, as data. Every anchored call to it (raw
 * clients, instances, wrappers, SDK methods of src/cloudflare/calls/sdk-methods.ts) is renamed or reported.
 */
export interface NoticeRoute<K extends string> {
  /** The deprecated route (an ENDPOINTS template). */
  template: string;
  /** The methods it had; a call with another method is not one of its calls (a dynamic method is). Default: any. */
  methods?: readonly string[];
  /** Endpoints the template matches that are other routes (`/devices/policy` for `/devices/:device_id`): left alone. */
  except?: RegExp;
  /** What to report on a call the transform does not rename (its data: `call`, `target`, and `field` for `fields`). */
  message: K;
  /** The replacement the message names (`{{target}}`). */
  target?: string;
  /** More placeholders of the route's messages (`{{what}}`). */
  data?: Readonly<Record<string, string>>;
  /** How findings name a raw call of the route (`{{call}}`); default: the call's method and the template. */
  named?: string;
  /** What to report on an SDK call of the route, when not `message`. */
  sdkMessage?: K;
  /**
   * Renames the path on raw and wrapper calls: the text `from` (whole segments) becomes `to` where the
   * URL before it matches `under`, in the literal it is written in. A call renamed reports `message` of
   * the rename when it has one; a call that cannot be renamed (the text lies in a base the call site
   * must not edit, or split over parts; an SDK call) reports the route's `message`.
   */
  rename?: { from: string; to: string; under: RegExp; message?: K };
  /**
   * Report only calls whose request body sets, or whose result the code reads, one of these fields
   * (dotted: `settings.default_nameservers`); once per field, as `{{field}}`.
   */
  fields?: readonly string[];
}

/** A query parameter of one route that is gone: a literal `name=drop` is removed, any other value reported. */
export interface NoticeQuery<K extends string> {
  template: string;
  name: string;
  /** The value that is the default now: removed where the URL writes it. */
  drop: string;
  /** Reported with `{{value}}` for every other value ('set at run time' when dynamic), in the URL, in axios/got params or SDK params. */
  message: K;
}

export interface EndpointNotice<M extends MessageTable> extends Omit<TransformMeta<M>, 'kind'> {
  routes: ReadonlyArray<NoticeRoute<Extract<keyof M, string>>>;
  queries?: ReadonlyArray<NoticeQuery<Extract<keyof M, string>>>;
  /**
   * The routes are also the engine's untraced endpoints (src/cloudflare/untraced/untraced.ts): each
   * reported, in an anchored project, where it is spelled out whole (`exact`: a route under it is
   * another one) but not traced to a client, with its target as the replacement.
   */
  untracedRoutes?: boolean;
}

/** A report with the message table's types set aside: the table's rows name its ids, their data fills its placeholders. */
type Report = (at: ApiCall['path'] | ASTNode, id: string, data: Record<string, string>) => void;

/** One file's pass over a notice table: its context, its report, and the URL segments and literals it has edited. */
interface Pass {
  ctx: TransformContext;
  report: Report;
  edited: Set<unknown>;
}

/**
 * The transform of a notice table: `rewrite` when a route renames or a query drops, else `report`
 * (`rewrite+report` when it does both).
 */
export function endpointNotice<const M extends MessageTable>(notice: EndpointNotice<M>): DefinedTransform {
  const { routes, queries = [], untracedRoutes, ...meta } = notice;
  if (untracedRoutes) meta.untraced = routes.map((r) => ({ template: r.template, exact: true, ...(r.methods ? { methods: r.methods } : {}), ...(r.target ? { replacement: r.target } : {}) }));
  const rewrites = routes.some((r) => r.rename) || queries.length > 0;
  const reports = Object.keys(meta.messages).length > 0;
  const kind: TransformKind = rewrites ? (reports ? 'rewrite+report' : 'rewrite') : 'report';
  return defineTransform<M>({
    ...meta,
    kind,
    run(ctx) {
      const report = ctx.report as unknown as Report;
      const edited = new Set<unknown>();
      const pass: Pass = { ctx, report, edited };
      // Calls whose path could not be renamed at the call: decided once full URLs are renamed too.
      const pending: Array<{ call: ApiCall; route: NoticeRoute<string> }> = [];
      for (const call of findApiCalls(ctx)) {
        const route = routes.find((r) => addresses(call, r.template) && !r.except?.test(call.endpoint) && (call.method === undefined || !r.methods || r.methods.includes(call.method)));
        if (route && !onRoute(pass, call, route)) pending.push({ call, route });
        for (const q of queries) if (addresses(call, q.template)) onQuery(pass, call, q);
      }
      // URLs written out in full outside a call's own expression: an instance's baseURL, a const, a URL
      // handed to a function of the app.
      const renames = routes.filter((r) => r.rename && !r.methods);
      for (const p of renames.length > 0 ? outermostStrings(ctx.j, ctx.root, ctx.memo) : []) {
        const url = resolveApiUrl({ j: ctx.j, root: ctx.root, memo: ctx.memo, node: p.value, config: ctx.config });
        const endpoint = url && endpointOf(url);
        const route = endpoint && renames.find((r) => matchEndpoint(endpoint.path, r.template) && !r.except?.test(endpoint.path));
        if (url && route && renamePathSegment({ url, from: route.rename!.from, to: route.rename!.to, prefix: route.rename!.under, edited }) > 0) ctx.changed('values');
      }
      for (const { call, route } of pending) {
        const r = route.rename!;
        // Renamed where its base is written (the instance's baseURL): reported as a rename, if at all.
        if (edited.has(segmentWrittenIn(call.url!, r.from, r.under))) {
          if (r.message) report(call.path, r.message, dataOf(call, route));
        } else report(call.path, route.message, dataOf(call, route));
      }
    },
  });
}

/** `GET /accounts/:account_id/registrar/domains`, or the SDK chain as written (`client.registrar.domains.list`). */
const callText = (call: ApiCall, template: string, named?: string): string =>
  call.sdk ? `${call.sdk.receiver}.${call.sdk.chain.join('.')}` : (named ?? `${call.method ?? '?'} ${template}`);

const dataOf = (call: ApiCall, route: NoticeRoute<string>): Record<string, string> => ({
  call: callText(call, route.template, route.named),
  ...route.data,
  ...(route.target ? { target: route.target } : {}),
});

/**
 * Renames or reports one call of a route. Returns false for a call whose path it could not rename at
 * the call (the caller decides once full URLs are renamed too), true when it is done with it.
 */
function onRoute(pass: Pass, call: ApiCall, route: NoticeRoute<string>): boolean {
  const { ctx, report, edited } = pass;
  const data = dataOf(call, route);
  const r = route.rename;
  if (r && !call.sdk && call.url) {
    // A literal shared with a call before this one (a const) was renamed there.
    const shared = edited.has(segmentWrittenIn(call.url, r.from, r.under));
    const renamed = renamePathSegment({ url: call.url, from: r.from, to: r.to, prefix: r.under, edited }) > 0;
    if (!renamed && !shared) return false;
    if (renamed) ctx.changed('values');
    if (r.message) report(call.path, r.message, data);
    return true;
  }
  const message = (call.sdk && route.sdkMessage) || route.message;
  // Reached through a path-walker: where the path string is written.
  const at = call.sdk?.keyAt ?? call.path;
  if (!route.fields) report(at, message, data);
  else for (const field of fieldsUsed(ctx, call, route.fields)) report(at, message, { ...data, field });
  return true;
}

/** The fields among `fields` the call's body sets (nested objects followed) or the code reads from its result, in `fields` order. */
function fieldsUsed(ctx: TransformContext, call: ApiCall, fields: readonly string[]): string[] {
  const body = bodyObject(ctx, call);
  const read: string[][] = [];
  for (const b of responseBindings(ctx, call)) {
    const prefix = resultChain(b);
    for (const r of bindingReads(ctx, b.id)) {
      if (prefix.every((name, i) => r.fields[i] === name)) read.push(r.fields.slice(prefix.length).filter((f) => f !== '[]'));
    }
  }
  return fields.filter((field) => {
    const names = field.split('.');
    let o = body;
    for (const name of names) o = o && objectOf(ctx, o) ? propertyValue(objectOf(ctx, o), name) : undefined;
    return o !== undefined || read.some((chain) => names.every((n, i) => chain[i] === n));
  });
}

/** Drops a query parameter's default value from one call, or reports it. */
function onQuery(pass: Pass, call: ApiCall, q: NoticeQuery<string>): void {
  const { ctx, report, edited } = pass;
  const data = (value: string) => ({ call: callText(call, q.template), value });
  // In the URL: the default removed where it is literal, any other value reported.
  if (call.url) {
    const done = removeQueryParam(call.url, q.name, q.drop, edited);
    if (done === 'removed') ctx.changed('values');
    for (const pair of call.query.split('&')) {
      const [k, v = ''] = pair.split('=');
      if (k !== q.name || (v === q.drop && done === 'removed')) continue;
      report(call.path, q.message, data(v.includes(':param') ? 'set at run time' : decodeURIComponent(v)));
    }
  }
  // In a params object: axios `params`, got `searchParams`, the SDK's params.
  const objects = call.sdk ? [call.bodyNode] : (call.path.value.arguments ?? []).map((a) => objectOf(ctx, a)).flatMap((o) => [propertyValue(o, 'params'), propertyValue(o, 'searchParams')]);
  for (const o of objects) {
    const v = propertyValue(objectOf(ctx, o), q.name);
    if (v !== undefined) report(call.path, q.message, data(stringValue(v) ?? 'set at run time'));
  }
}
