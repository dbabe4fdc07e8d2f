import { defineTransform } from '../src/transform';
import type { TransformContext } from '../src/types';
import { ENDPOINTS, addresses, bindingReads, findApiCalls, objectOf, responseBindings, resultChain, type ApiCall } from '../src/cloudflare';
import { propertyValue, stringValue, unwrap } from '../src/ast';

const DASHBOARD = ENDPOINTS.zoneAnalyticsDashboard;
const COLOS = ENDPOINTS.zoneAnalyticsColos;
const GRAPHQL = 'POST https://api.cloudflare.com/client/v4/graphql';
const REQUEST = `${GRAPHQL} with {"query": "...", "variables": {"zoneTag": "<zone id>", "since": "...", "until": "..."}}:` as const;
const COLOS_QUERY = `${REQUEST}
query ($zoneTag: string, $since: Time, $until: Time) { viewer { zones(filter: {zoneTag: $zoneTag}) { colos: httpRequestsAdaptiveGroups(limit: 100, filter: {datetime_geq: $since, datetime_lt: $until, requestSource: "eyeball"}, orderBy: [count_DESC]) { count sum { edgeResponseBytes visits } dimensions { coloCode } } } } }
colo_id → dimensions.coloCode; requests.all → count; bandwidth.all → sum.edgeResponseBytes; uniques per colo are not available (sum.visits is the nearest); add dimensions { cacheStatus } to split cached from uncached.` as const;

const messages = {
  /** `details`: the time window, where the groups come back, the field mapping and what has no equivalent, a line each. */
  dashboard: `zone analytics API removed 2021-03-01: query the GraphQL Analytics API ({{dataset}}) instead
${REQUEST}
{{query}}
{{details}}`,
  colos: `zone analytics API removed 2021-03-01: query GraphQL Analytics (httpRequestsAdaptiveGroups by coloCode) instead
${COLOS_QUERY}`,
  colosReads: `zone analytics API removed 2021-03-01: query GraphQL Analytics (httpRequestsAdaptiveGroups by coloCode) instead
${COLOS_QUERY}
Fields this code reads: {{fields}}.`,
} as const;
type Ctx = TransformContext<typeof messages>;

/**
 * Which grouped dataset a time window calls for. The thresholds follow the datasets' documented
 * history (GraphQL Analytics "Limits"): httpRequests1mGroups keeps 24 hours on Pro and is not
 * available on Free; httpRequests1hGroups keeps 3 days on every plan (7 to 90 on larger plans);
 * httpRequests1dGroups keeps 365 days on every plan.
 */
const DATASETS = [
  { upTo: 6 * 60, name: 'httpRequests1mGroups', dimension: 'datetimeMinute', filter: 'datetime', type: 'Time', note: 'minute data, Pro plan and above (kept 24 h on Pro, 3 days on Business, 7 days on Enterprise)' },
  { upTo: 3 * 24 * 60, name: 'httpRequests1hGroups', dimension: 'datetime', filter: 'datetime', type: 'Time', note: 'hourly data, kept 3 days on every plan (7/30/90 days on Pro/Business/Enterprise)' },
  { upTo: Infinity, name: 'httpRequests1dGroups', dimension: 'date', filter: 'date', type: 'Date', note: 'daily data, kept 365 days on every plan' },
] as const;
type Dataset = (typeof DATASETS)[number];

/** The old API's default window when no `since` is given: the last 7 days. */
const DEFAULT_WINDOW = 7 * 24 * 60;

/** Old response fields (under a totals or timeseries entry) → GraphQL selections. */
const SUM_FIELDS: Record<string, string[]> = {
  'requests.all': ['requests'],
  'requests.cached': ['cachedRequests'],
  'requests.uncached': ['requests', 'cachedRequests'],
  'requests.ssl.encrypted': ['encryptedRequests'],
  'requests.ssl.unencrypted': ['requests', 'encryptedRequests'],
  'bandwidth.all': ['bytes'],
  'bandwidth.cached': ['cachedBytes'],
  'bandwidth.uncached': ['bytes', 'cachedBytes'],
  'bandwidth.ssl.encrypted': ['encryptedBytes'],
  'bandwidth.ssl.unencrypted': ['bytes', 'encryptedBytes'],
  'threats.all': ['threats'],
  'pageviews.all': ['pageViews'],
};
/** Breakdowns: old map field → GraphQL `sum` map with its key and the metric. */
const MAP_FIELDS: Record<string, { map: string; key: string; metric: string }> = {
  'requests.http_status': { map: 'responseStatusMap', key: 'edgeResponseStatus', metric: 'requests' },
  'requests.content_type': { map: 'contentTypeMap', key: 'edgeResponseContentTypeName', metric: 'requests' },
  'requests.country': { map: 'countryMap', key: 'clientCountryName', metric: 'requests' },
  'requests.ip_class': { map: 'ipClassMap', key: 'ipType', metric: 'requests' },
  'requests.ssl_protocol': { map: 'clientSSLMap', key: 'clientSSLProtocol', metric: 'requests' },
  'requests.ssl_protocols': { map: 'clientSSLMap', key: 'clientSSLProtocol', metric: 'requests' },
  'bandwidth.content_type': { map: 'contentTypeMap', key: 'edgeResponseContentTypeName', metric: 'bytes' },
  'bandwidth.country': { map: 'countryMap', key: 'clientCountryName', metric: 'bytes' },
  'bandwidth.ssl_protocol': { map: 'clientSSLMap', key: 'clientSSLProtocol', metric: 'requests' },
  'threats.country': { map: 'countryMap', key: 'clientCountryName', metric: 'threats' },
  'threats.type': { map: 'threatPathingMap', key: 'threatPathingName', metric: 'requests' },
};
/** A whole group read (passed on, spread): the fields it usually stands for. */
const GROUP_DEFAULTS: Record<string, string[]> = {
  requests: ['requests.all', 'requests.cached'],
  bandwidth: ['bandwidth.all', 'bandwidth.cached'],
  threats: ['threats.all'],
  pageviews: ['pageviews.all'],
  uniques: ['uniques.all'],
};
const DEFAULT_FIELDS = ['requests.all', 'requests.cached', 'bandwidth.all', 'bandwidth.cached', 'threats.all', 'pageviews.all', 'uniques.all'];

/** The selections one entry (totals, or a timeseries point) needs. */
class Selection {
  readonly sum = new Set<string>();
  readonly maps = new Map<string, Set<string>>();
  uniques = false;
  readonly mapping: string[] = [];
  readonly unmapped = new Set<string>();

  add(field: string, from: string): void {
    if (GROUP_DEFAULTS[field]) return GROUP_DEFAULTS[field].forEach((f) => this.add(f, from));
    if (field === 'uniques.all') {
      this.uniques = true;
      this.note(`${from}.uniques.all → uniq.uniques`);
    } else if (SUM_FIELDS[field]) {
      SUM_FIELDS[field].forEach((f) => this.sum.add(f));
      const derived = SUM_FIELDS[field].length > 1 ? ` (${SUM_FIELDS[field][0]} − ${SUM_FIELDS[field][1]})` : '';
      this.note(`${from}.${field} → sum.${SUM_FIELDS[field].join(', sum.')}${derived}`);
    } else {
      const m = Object.keys(MAP_FIELDS).find((k) => field === k || field.startsWith(`${k}.`));
      if (m) {
        const { map, key, metric } = MAP_FIELDS[m];
        const set = this.maps.get(map) ?? new Set<string>([key]);
        set.add(metric);
        this.maps.set(map, set);
        this.note(`${from}.${m} → sum.${map} [{ ${key}, ${metric} }]`);
      } else if (field !== '') this.unmapped.add(`${from}.${field}`);
    }
  }

  private note(line: string): void {
    if (!this.mapping.includes(line)) this.mapping.push(line);
  }

  text(): string {
    const parts: string[] = [];
    const sums = [...this.sum, ...[...this.maps].map(([map, keys]) => `${map} { ${[...keys].join(' ')} }`)];
    if (sums.length) parts.push(`sum { ${sums.join(' ')} }`);
    if (this.uniques) parts.push('uniq { uniques }');
    return parts.join(' ');
  }
}

/** Field chains the code reads from the call's result (`['totals', 'requests', 'all']`), or undefined when no read can be followed. */
function resultChains(ctx: TransformContext, call: ApiCall): string[][] | undefined {
  const chains: string[][] = [];
  let followed = false;
  for (const b of responseBindings(ctx, call)) {
    const prefix = resultChain(b);
    for (const r of bindingReads(ctx, b.id)) {
      if (!prefix.every((name, i) => r.fields[i] === name)) continue;
      followed = true;
      chains.push(r.fields.slice(prefix.length));
    }
  }
  return followed ? chains : undefined;
}

/** `since`/`until` of the request: from the query string, or from axios `params` / got `searchParams`. */
function windowParams(ctx: TransformContext, call: ApiCall): Map<string, string | undefined> {
  const params = new Map<string, string | undefined>();
  for (const pair of call.query.split('&')) {
    const [k, v] = pair.split('=');
    if (k) params.set(decodeURIComponent(k), v === undefined || v.includes(':param') ? undefined : decodeURIComponent(v));
  }
  for (const arg of call.path.value.arguments ?? []) {
    const options = objectOf(ctx, arg);
    const p = objectOf(ctx, propertyValue(options, 'params') ?? propertyValue(options, 'searchParams'));
    for (const key of ['since', 'until', 'continuous']) {
      const v = unwrap(propertyValue(p, key));
      if (v === undefined) continue;
      const num = v.type === 'UnaryExpression' && v.operator === '-' && typeof v.argument.value === 'number' ? -v.argument.value : typeof v.value === 'number' ? v.value : undefined;
      params.set(key, num !== undefined ? String(num) : v.type === 'BooleanLiteral' ? String(v.value) : stringValue(v));
    }
  }
  return params;
}

/** The window in minutes: `since=-1440` (minutes before now), ISO `since` and `until`; undefined when dynamic. */
function windowMinutes(params: Map<string, string | undefined>): number | undefined {
  if (!params.has('since')) return DEFAULT_WINDOW;
  const since = params.get('since');
  const until = params.has('until') ? params.get('until') : '0';
  if (since === undefined || until === undefined) return undefined;
  const minutes = (v: string) => (/^-?\d+$/.test(v) ? Number(v) : undefined);
  if (minutes(since) !== undefined && minutes(until) !== undefined) return Math.abs(minutes(since)! - minutes(until)!);
  const a = Date.parse(since);
  const b = Date.parse(until);
  return Number.isNaN(a) || Number.isNaN(b) ? undefined : Math.abs(b - a) / 60000;
}

function reportDashboard(ctx: Ctx, call: ApiCall): void {
  const params = windowParams(ctx, call);
  const minutes = windowMinutes(params);
  const dataset: Dataset = minutes === undefined ? DATASETS[1] : DATASETS.find((d) => minutes <= d.upTo)!;
  const chains = resultChains(ctx, call);
  const totals = new Selection();
  const series = new Selection();
  let timeseries = false;
  let others: string[] = [];
  if (!chains || chains.length === 0 || chains.some((c) => c.length === 0)) {
    // Nothing followed (or the whole result passed on): the default selection, totals and series.
    DEFAULT_FIELDS.forEach((f) => totals.add(f, 'result.totals'));
    DEFAULT_FIELDS.forEach((f) => series.add(f, 'result.timeseries[]'));
    timeseries = true;
  } else {
    for (const c of chains) {
      if (c[0] === 'totals') (c.length === 1 ? DEFAULT_FIELDS : [c.slice(1).join('.')]).forEach((f) => totals.add(f, 'result.totals'));
      else if (c[0] === 'timeseries') {
        timeseries = true;
        const rest = c[1] === '[]' ? c.slice(2) : [];
        if (rest.length === 0 || rest[0] === 'since' || rest[0] === 'until') {
          if (rest.length === 0 && c[1] !== '[]') DEFAULT_FIELDS.forEach((f) => series.add(f, 'result.timeseries[]'));
          continue;
        }
        series.add(rest.join('.'), 'result.timeseries[]');
      } else others.push(`result.${c.join('.')}`);
    }
  }
  others = [...new Set(others)];
  const range = `${dataset.filter}_geq: $since, ${dataset.filter}_lt: $until`;
  const blocks: string[] = [];
  if (totals.text()) blocks.push(`totals: ${dataset.name}(limit: 1, filter: {${range}}) { ${totals.text()} }`);
  if (timeseries) {
    const sel = series.text() || 'sum { requests }';
    blocks.push(`timeseries: ${dataset.name}(limit: 10000, filter: {${range}}, orderBy: [${dataset.dimension}_ASC]) { dimensions { ${dataset.dimension} } ${sel} }`);
  }
  const query = `query ($zoneTag: string, $since: ${dataset.type}, $until: ${dataset.type}) { viewer { zones(filter: {zoneTag: $zoneTag}) { ${blocks.join(' ')} } } }`;
  const windowText =
    minutes === undefined
      ? 'the time window is not a literal here: pick httpRequests1mGroups (≤ 6 h), httpRequests1hGroups (≤ 3 days) or httpRequests1dGroups (longer)'
      : `window ${formatMinutes(minutes)}${params.has('since') ? '' : ' (the old default, since=-10080)'} → ${dataset.name}: ${dataset.note}`;
  const unmapped = [...totals.unmapped, ...series.unmapped, ...others];
  const details = [
    windowText + '.',
    timeseries ? `result.timeseries[].since/until → dimensions.${dataset.dimension}; the groups come back under data.viewer.zones[0].` : 'The groups come back under data.viewer.zones[0].',
    ...[...totals.mapping, ...series.mapping],
    ...(unmapped.length ? [`No direct equivalent, check by hand: ${unmapped.join(', ')}.`] : []),
    ...(params.has('continuous') ? ['continuous= has no equivalent: the datasets only return aggregated periods.'] : []),
  ];
  ctx.report(call.path, 'dashboard', { dataset: dataset.name, query, details: details.join('\n') });
}

function reportColos(ctx: Ctx, call: ApiCall): void {
  const chains = resultChains(ctx, call) ?? [];
  const read = [...new Set(chains.filter((c) => c.length > 1).map((c) => `result${c[0] === '[]' ? '[]' : `.${c[0]}`}.${c.slice(1).join('.')}`))];
  if (read.length) ctx.report(call.path, 'colosReads', { fields: read.join(', ') });
  else ctx.report(call.path, 'colos');
}

function formatMinutes(m: number): string {
  if (m % 1440 === 0) return `${m / 1440} day${m === 1440 ? '' : 's'}`;
  if (m % 60 === 0) return `${m / 60} h`;
  return `${Math.round(m)} min`;
}

export default defineTransform({
  id: 'zone-analytics',
  eol: '2021-03-01',
  kind: 'report',
  title: 'Zone Analytics API → GraphQL Analytics API',
  replacement: 'POST /client/v4/graphql (httpRequests1mGroups / 1hGroups / 1dGroups)',
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  untraced: [{ template: DASHBOARD }, { template: COLOS }],
  triggers: ['analytics'],
  example: 'fetch-dashboard',
  explain: `The Zone Analytics API (GET /zones/:zone_id/analytics/dashboard and /analytics/colos) ended on
2021-03-01. Its replacement is the GraphQL Analytics API: POST https://api.cloudflare.com/client/v4/graphql
with a query that selects only the metrics the code needs. The response shape changes completely, so the
call and the code that reads it are rewritten by hand.
Reports every anchored call (raw clients, instances with the API base URL, in-file and configured
wrappers), with a query skeleton built from what the code reads on the response (followed through
res.json(), axios data, consts, destructuring, .map/.forEach/for-of over timeseries):
  totals/timeseries[] .requests.all → sum { requests }     .requests.cached → cachedRequests
  .bandwidth.all → sum { bytes }   .bandwidth.cached → cachedBytes   (uncached = total − cached)
  .requests.ssl.encrypted → encryptedRequests   .bandwidth.ssl.encrypted → encryptedBytes
  .threats.all → threats   .pageviews.all → pageViews   .uniques.all → uniq { uniques }
  .requests.http_status / content_type / country / ip_class → sum { responseStatusMap / contentTypeMap /
  countryMap / ipClassMap { <key> requests } }   .threats.type → threatPathingMap
  result.totals → one group with no dimensions (limit: 1); result.timeseries[] → groups with
  dimensions { datetime } ordered by time (since/until of a point → the dimension).
When nothing can be followed, the skeleton selects the usual metrics (requests, cached requests, bytes,
cached bytes, threats, page views, uniques) for both totals and the series.
The dataset follows the time window of the call (since/until in the URL, or axios params / got
searchParams): since=-N is N minutes back, ISO since/until are subtracted, no since means the old
default of 7 days. Up to 6 hours → httpRequests1mGroups (minute data; Pro plan and above);
up to 3 days → httpRequests1hGroups (hourly; the last 3 days on every plan); longer →
httpRequests1dGroups (daily, 365 days, filter on date_geq/date_lt). A window written dynamically gets
httpRequests1hGroups and the thresholds in the message. These thresholds follow the datasets'
documented history limits (GraphQL Analytics "Limits").
/analytics/colos → httpRequestsAdaptiveGroups with dimensions { coloCode } (count, sum { edgeResponseBytes
visits }); per-colo uniques have no equivalent.
Leaves alone: the GraphQL endpoint itself, other /analytics paths, every app's own /analytics/dashboard
route, URLs on other hosts, and calls of a helper whose own request names the endpoint
(dashboard(zoneId)): that request carries the finding.`,
  links: [
    'https://developers.cloudflare.com/analytics/graphql-api/migration-guides/zone-analytics/',
    'https://developers.cloudflare.com/analytics/graphql-api/limits/',
  ],
  messages,
  run(ctx) {
    for (const call of findApiCalls(ctx)) {
      if (addresses(call, DASHBOARD)) reportDashboard(ctx, call);
      else if (addresses(call, COLOS)) reportColos(ctx, call);
    }
  },
});
