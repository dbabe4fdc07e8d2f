/**
 * What the three Rulesets API migrations share (firewall-rules-filters, waf-previous,
 * rate-limits-previous): which calls a transform reports, the literal values a call carries, the
 * mapping from the old rule shapes to ruleset rules, the replacement calls and the skeletons printed
 * in findings. Only message text is built here; nothing edits the tree.
 */
import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import {
  bindingsOf,
  enclosingFunction,
  findApiCalls,
  isMember,
  keyName,
  memberName,
  objectOf,
  patternNames,
  stringValue,
  unwrap,
  whichEndpoint,
} from '../../src/cloudflare';
import type { TransformContext } from '../../src/types';

export const EOL = '2025-01-15';

export const PHASE = {
  custom: 'http_request_firewall_custom',
  ratelimit: 'http_ratelimit',
  managed: 'http_request_firewall_managed',
} as const;
export type Phase = (typeof PHASE)[keyof typeof PHASE];

export const entrypointPath = (phase: Phase): string => `/zones/:zone_id/rulesets/phases/${phase}/entrypoint`;
export const RULES_PATH = '/zones/:zone_id/rulesets/:ruleset_id/rules';
export const RULE_PATH = '/zones/:zone_id/rulesets/:ruleset_id/rules/:rule_id';
/** The Cloudflare Managed Ruleset (WAF Managed Rules, new version). */
export const CLOUDFLARE_MANAGED_RULESET = 'efb7b8c949ac4650a09736fc376e9aee';

// ---------------------------------------------------------------------------------------------
// Which calls

/** The kind of operation a call performs, from its method and whether it names one item. */
export type Operation = 'create' | 'list' | 'get' | 'update' | 'delete' | 'unknown';

export function operationOf(method: string | undefined, item: boolean): Operation {
  switch (method) {
    case 'GET':
      return item ? 'get' : 'list';
    case 'POST':
      return item ? 'update' : 'create';
    case 'PUT':
    case 'PATCH':
      return 'update';
    case 'DELETE':
      return 'delete';
    default:
      return 'unknown';
  }
}

export interface Match {
  call: ApiCall;
  /** The schedule template the call's endpoint matches. */
  template: string;
}

/**
 * The anchored calls to the given templates that this file is the place to fix:
 * - raw calls and SDK calls, with any method (a dynamic one included);
 * - a wrapper that appends its caller's path to a deprecated URL (`${API}/zones/${z}/filters${path}`)
 *   is reported inside the wrapper;
 * - a call through a wrapper is reported only when the deprecated path is written at the call
 *   (`cfApi('/firewall/rules', 'POST', body)`), not when it sits inside the wrapper
 *   (`listRules(zoneId)`: the wrapper's own request carries the finding).
 */
export function deprecatedCalls(ctx: RecognitionContext, templates: string[]): Match[] {
  const out: Match[] = [];
  for (const call of findApiCalls(ctx)) {
    let template = whichEndpoint(call.endpoint, templates);
    if (!template && call.surface === 'http') {
      // The wrapper's own request: the caller's path is glued to the end of the last segment.
      const glued = call.endpoint.replace(/([^/]):param$/, '$1');
      if (glued !== call.endpoint) template = whichEndpoint(glued, templates);
    }
    if (!template) continue;
    if (call.surface === 'wrapper' && !writesPathAtCall(call, template)) continue;
    out.push({ call, template });
  }
  return out;
}

/** Whether a wrapper call writes one of the template's own words (`filters`, `rate_limits`, `waf`) itself. */
function writesPathAtCall(call: ApiCall, template: string): boolean {
  const words = template.split('/').filter((s) => s && !s.startsWith(':') && s !== 'zones');
  const written = (call.url?.parts ?? [])
    .filter((p) => p.kind === 'text' && p.node)
    .map((p) => (p.kind === 'text' ? p.text : ''))
    .join('/');
  const segments = new Set(written.split(/[/?#]/));
  return words.some((w) => segments.has(w));
}

// ---------------------------------------------------------------------------------------------
// Literal values a call carries

/** Code that stays code in a skeleton (a variable, a call): printed as written. */
export class Code {
  constructor(readonly text: string) {}
}
export type Value = string | number | boolean | null | Code | Value[] | { [key: string]: Value };

export const isCode = (v: unknown): v is Code => v instanceof Code;
export const isRecord = (v: unknown): v is { [key: string]: Value } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Code);

/** The source text of a node as written. */
export function sourceOf(ctx: TransformContext, node: any): string {
  if (node && typeof node.start === 'number' && typeof node.end === 'number' && node.loc) {
    return ctx.file.source.slice(node.start, node.end);
  }
  return ctx.j(node).toSource();
}

/**
 * The value an expression stands for when it is written literally (strings, numbers, booleans,
 * arrays and objects of them, through casts and once-declared consts); anything else is kept as
 * code.
 */
export function valueOf(ctx: TransformContext, node: any, depth = 0): Value {
  const n = unwrap(node);
  if (!n) return new Code('undefined');
  const asCode = () => new Code(sourceOf(ctx, node));
  if (depth > 6) return asCode();
  const s = stringValue(n);
  if (s !== undefined) return s;
  switch (n.type) {
    case 'NumericLiteral':
      return n.value;
    case 'BooleanLiteral':
      return n.value;
    case 'NullLiteral':
      return null;
    case 'Literal':
      return typeof n.value === 'number' || typeof n.value === 'boolean' || n.value === null ? n.value : asCode();
    case 'UnaryExpression':
      if (n.operator === '-' && unwrap(n.argument)?.type === 'NumericLiteral') return -unwrap(n.argument).value;
      if (n.operator === '!' && unwrap(n.argument)?.type === 'NumericLiteral') return !unwrap(n.argument).value;
      return asCode();
    case 'ArrayExpression':
      return n.elements.map((e: any) => (e && e.type !== 'SpreadElement' ? valueOf(ctx, e, depth + 1) : new Code(e ? sourceOf(ctx, e) : 'undefined')));
    case 'ObjectExpression': {
      const out: { [key: string]: Value } = {};
      for (const p of n.properties) {
        const key = keyName(p);
        if (key === undefined || (p.type !== 'ObjectProperty' && p.type !== 'Property')) continue;
        out[key] = p.shorthand ? valueOfName(ctx, p.value, depth) : valueOf(ctx, p.value, depth + 1);
      }
      return out;
    }
    case 'Identifier':
      return valueOfName(ctx, n, depth);
    case 'TemplateLiteral': {
      let text = '';
      for (let i = 0; i < n.quasis.length; i++) {
        text += n.quasis[i].value.cooked ?? n.quasis[i].value.raw;
        if (i < n.expressions.length) {
          const v = valueOf(ctx, n.expressions[i], depth + 1);
          if (typeof v !== 'string' && typeof v !== 'number') return asCode();
          text += String(v);
        }
      }
      return text;
    }
    default:
      return asCode();
  }
}

/** A name's value when it is a once-declared const holding a literal; else the name as code. */
function valueOfName(ctx: TransformContext, id: any, depth: number): Value {
  const init = bindingsOf(ctx.j, ctx.root).value(id.name);
  if (init) {
    const v = valueOf(ctx, init, depth + 1);
    if (!isCode(v)) return v;
  }
  return new Code(id.name);
}

/** The entries a body holds: an array's objects, a single object, or the `body` of v4 SDK params. */
export function entriesOf(ctx: TransformContext, node: any): any[] {
  let n = unwrap(node);
  if (n?.type === 'CallExpression' && isMember(n.callee) && memberName(n.callee) === 'stringify') n = unwrap(n.arguments[0]);
  if (n?.type === 'Identifier') n = unwrap(bindingsOf(ctx.j, ctx.root).value(n.name)) ?? n;
  if (n?.type === 'ArrayExpression') return n.elements.map((e: any) => objectOf(ctx, e)).filter(Boolean);
  const obj = objectOf(ctx, n);
  if (!obj) return [];
  const body = obj.properties.find((p: any) => keyName(p) === 'body');
  if (body && (p(body.value) === 'ArrayExpression' || p(body.value) === 'ObjectExpression')) return entriesOf(ctx, body.value);
  return [obj];
}
const p = (n: any) => unwrap(n)?.type;

/** A property's value as written in an object literal entry (undefined when absent). */
export function field(entry: any, name: string): any {
  const prop = entry?.properties?.find((q: any) => keyName(q) === name && (q.type === 'ObjectProperty' || q.type === 'Property'));
  return prop?.value;
}

/** Looks up `a.b.c` in a value; undefined when absent. */
export function pick(v: Value | undefined, ...path: string[]): Value | undefined {
  let cur: Value | undefined = v;
  for (const key of path) {
    if (!isRecord(cur)) return undefined;
    cur = cur[key];
  }
  return cur;
}

// ---------------------------------------------------------------------------------------------
// Where a value comes from

/**
 * The call among `candidates` whose response an expression reads (`created.result[0].id`,
 * `res.data.result[0].id`, `(await res.json()).result[0].id`, `filters[0].id`), following consts and
 * `await res.json()` within the file; with the index the expression reads (`[1]` → 1).
 */
export function originCall(ctx: TransformContext, node: any, candidates: ApiCall[], depth = 0): { call: ApiCall; index?: number } | undefined {
  if (depth > 4 || !node) return undefined;
  const index = readIndex(node);
  const direct = candidates.find((c) => contains(node, c.path.value));
  if (direct) return { call: direct, index };
  const base = baseName(node);
  if (!base) return undefined;
  const init = declaredValue(ctx, base.name, base.at);
  if (!init) return undefined;
  const found = originCall(ctx, init, candidates, depth + 1);
  return found && { call: found.call, index: index ?? found.index };
}

function readIndex(node: any): number | undefined {
  for (let n = unwrap(node); n; n = unwrap(n.object ?? n.argument)) {
    if (isMember(n) && n.computed && unwrap(n.property)?.type === 'NumericLiteral') return unwrap(n.property).value;
    if (!isMember(n) && n.type !== 'AwaitExpression') return undefined;
  }
  return undefined;
}

/** The identifier a member chain, `await`, `.json()` or `.then(...)` call starts from. */
function baseName(node: any): { name: string; at: any } | undefined {
  let n = unwrap(node);
  for (let i = 0; i < 12 && n; i++) {
    if (n.type === 'Identifier') return { name: n.name, at: n };
    if (isMember(n)) n = unwrap(n.object);
    else if (n.type === 'AwaitExpression') n = unwrap(n.argument);
    else if (n.type === 'CallExpression' && isMember(n.callee)) n = unwrap(n.callee.object);
    else return undefined;
  }
  return undefined;
}

/** Whether `needle` is `hay` or inside it. */
function contains(hay: any, needle: any): boolean {
  if (!hay || typeof hay !== 'object') return false;
  if (hay === needle) return true;
  for (const key of Object.keys(hay)) {
    if (key === 'loc' || key === 'comments' || key === 'tokens' || key === 'original') continue;
    const v = hay[key];
    if (Array.isArray(v)) {
      if (v.some((x) => contains(x, needle))) return true;
    } else if (v && typeof v === 'object' && typeof v.type === 'string' && contains(v, needle)) return true;
  }
  return false;
}

/** The initialiser of the declaration of `name` visible from `at` (same function first), destructuring included. */
function declaredValue(ctx: TransformContext, name: string, at: any): any {
  const { j, root } = ctx;
  let usePath: any;
  root.find(j.Identifier, { name }).forEach((q: any) => {
    if (q.value === at) usePath = q;
  });
  const scopes: any[] = [];
  for (let s = usePath ? enclosingFunction(usePath) : undefined; s; s = enclosingFunction(s)) scopes.push(s.value);
  scopes.push(root.get().value);
  for (const scope of scopes) {
    let found: any;
    j(scope)
      .find(j.VariableDeclarator)
      .forEach((q: any) => {
        if (found === undefined && q.value.init && patternNames(q.value.id).includes(name)) found = q.value.init;
      });
    if (found) return found;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Rendering

const IDENT = /^[A-Za-z_$][\w$]*$/;

export const quote = (s: string): string => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/** A value as a JavaScript literal, one property per line, `indent` before each nested line. */
export function render(v: Value | undefined, indent = ''): string {
  if (v === undefined) return 'undefined';
  if (isCode(v)) return v.text;
  if (typeof v === 'string') return quote(v);
  if (typeof v !== 'object' || v === null) return String(v);
  const inner = indent + '  ';
  if (Array.isArray(v)) {
    const items = v.map((x) => render(x, inner));
    const flat = `[${items.join(', ')}]`;
    return flat.length <= 60 && !flat.includes('\n') ? flat : `[\n${items.map((x) => `${inner}${x},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(v).filter(([, x]) => x !== undefined);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([k, x]) => `${inner}${IDENT.test(k) ? k : quote(k)}: ${render(x, inner)},`);
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** Indents every line of a block. */
export const indented = (text: string, by = '  '): string[] => text.split('\n').map((l) => by + l);

/** Lines naming the replacement calls of an operation in a phase: HTTP, plus SDK v4 methods for SDK calls. */
export function replacementSteps(phase: Phase, op: Operation, sdk: boolean, what = 'rule'): string[] {
  const entry = entrypointPath(phase);
  const http: string[] = [];
  const code: string[] = [];
  const getRuleset = `const ruleset = await client.rulesets.phases.get('${phase}', { zone_id });`;
  switch (op) {
    case 'create':
    case 'unknown':
      http.push(
        `1. GET ${entry} → result.id is the ruleset id (404: there is none yet; PUT ${entry} with {rules: [${what}]} creates it)`,
        `2. POST ${RULES_PATH} with the ${what}`,
      );
      code.push(getRuleset, `await client.rulesets.rules.create(ruleset.id, { zone_id, ...${what} });`);
      break;
    case 'list':
    case 'get':
      http.push(`GET ${entry} → result.rules: [{id, expression, action, description, enabled, ...}] (new ids)`);
      code.push(`const { rules } = await client.rulesets.phases.get('${phase}', { zone_id });`);
      break;
    case 'update':
      http.push(`PATCH ${RULE_PATH} with the changed fields (ruleset id and rule id from GET ${entry})`);
      code.push(getRuleset, `await client.rulesets.rules.edit(ruleset.id, ruleId, { zone_id, ...changes });`);
      break;
    case 'delete':
      http.push(`DELETE ${RULE_PATH} (ruleset id and rule id from GET ${entry})`);
      code.push(getRuleset, `await client.rulesets.rules.delete(ruleset.id, ruleId, { zone_id });`);
      break;
  }
  const lines = ['Replacement (Rulesets API):', ...http.map((l) => `  ${l}`)];
  if (sdk) lines.push('  SDK (cloudflare v4 to v6; v7 takes the rule id first: rules.edit(ruleId, { zone_id, ruleset_id, ... })):', ...code.map((l) => `    ${l}`));
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Mapping: firewall rule → custom rule

export const CARRIED_ACTIONS = ['block', 'challenge', 'js_challenge', 'managed_challenge', 'log'];
/** Bypass products of firewall rules that a skip rule can still name. */
export const SKIP_PRODUCTS = ['zoneLockdown', 'uaBlock', 'bic', 'hot', 'securityLevel', 'rateLimit', 'waf'];

export const CUSTOM_RULE_MAPPING =
  "Mapping: the filter expression carries over verbatim; block, challenge, js_challenge, managed_challenge, log carry over; allow → action: 'skip', action_parameters: {ruleset: 'current'}; bypass with products → action: 'skip', action_parameters: {products: [...]}; paused → enabled: false; rule ids and priorities differ (rules run in list order).";

export interface LegacyFirewallRule {
  expression?: Value;
  /** Where the expression comes from when it is not in this call. */
  expressionNote?: string;
  action?: Value;
  products?: Value;
  paused?: Value;
  description?: Value;
  ref?: Value;
  priority?: Value;
}

/** A WAF custom rule from a firewall rule's parts, with the notes a person must read. */
export function customRule(legacy: LegacyFirewallRule, partial = false): { rule: { [key: string]: Value }; notes: string[] } {
  const rule: { [key: string]: Value } = {};
  const notes: string[] = [];
  if (legacy.description !== undefined) rule.description = legacy.description;
  if (legacy.expression !== undefined || !partial) rule.expression = legacy.expression ?? new Code("'<the filter expression>'");
  if (legacy.expressionNote) notes.push(legacy.expressionNote);
  let action = legacy.action;
  if (isRecord(action) && action.mode !== undefined) action = action.mode; // SDK v4 types: action: {mode}
  if (typeof action === 'string') {
    const a = action === 'simulate' ? 'log' : action === 'ban' ? 'block' : action;
    if (a === 'allow') {
      rule.action = 'skip';
      rule.action_parameters = { ruleset: 'current' };
      notes.push("allow → skip the remaining custom rules; to also skip other security features, add products or phases to action_parameters.");
    } else if (a === 'bypass') {
      rule.action = 'skip';
      const products = legacy.products;
      rule.action_parameters = { products: products ?? new Code("['<products the rule bypassed>']") };
      const names = Array.isArray(products) ? products.filter((x): x is string => typeof x === 'string') : [];
      if (names.includes('waf') || names.includes('rateLimit')) {
        notes.push("the previous WAF and rate limiting are gone too: to skip their replacements add phases: ['http_request_firewall_managed', 'http_ratelimit'] to action_parameters.");
      }
    } else {
      rule.action = a;
      if (!CARRIED_ACTIONS.includes(a)) notes.push(`action '${a}' has no direct equivalent: pick one of ${CARRIED_ACTIONS.join(', ')} or skip.`);
    }
  } else if (action !== undefined) {
    rule.action = action;
    notes.push('the action is computed: map allow → skip {ruleset: \'current\'} and bypass → skip {products}; others carry over.');
  } else if (!partial) {
    rule.action = new Code("'<action>'");
  }
  if (legacy.paused === true) rule.enabled = false;
  else if (isCode(legacy.paused)) rule.enabled = new Code(`!(${legacy.paused.text})`);
  else if (legacy.paused === false && partial) rule.enabled = true;
  if (legacy.ref !== undefined) rule.ref = legacy.ref;
  if (legacy.priority !== undefined) {
    notes.push(`priority ${render(legacy.priority)} does not carry over: rules run in list order; place the rule with position: {index} (or {before|after: rule id}) when adding it.`);
  }
  return { rule, notes };
}

// ---------------------------------------------------------------------------------------------
// URL patterns (rate limits, WAF overrides) → expressions

const exprString = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * A rules-language expression for an old URL pattern (`*.example.com/api/*`, `example.com/login`)
 * and, optionally, methods: host and path become `http.host` and `http.request.uri.path` conditions
 * (`wildcard` where the pattern has `*`). Undefined when the pattern is not literal.
 */
export function urlPatternExpression(urls: Value | undefined, methods?: Value): string | undefined {
  const list = Array.isArray(urls) ? urls : urls === undefined ? [] : [urls];
  if (list.some((u) => typeof u !== 'string')) return undefined;
  const alternatives = (list as string[]).map(urlCondition).filter((c) => c !== '');
  const parts: string[] = [];
  if (alternatives.length === 1) parts.push(alternatives[0]);
  else if (alternatives.length > 1) parts.push(`(${alternatives.map((a) => (a.includes(' and ') ? `(${a})` : a)).join(' or ')})`);
  if (methods !== undefined) {
    if (!Array.isArray(methods) || methods.some((m) => typeof m !== 'string')) return undefined;
    const names = (methods as string[]).map((m) => m.toUpperCase());
    if (names.length > 0 && !names.includes('_ALL_')) {
      parts.push(names.length === 1 ? `http.request.method eq ${exprString(names[0])}` : `http.request.method in {${names.map(exprString).join(' ')}}`);
    }
  }
  if (parts.length === 0) return 'true';
  return parts.length === 1 ? parts[0] : `(${parts.join(' and ')})`;
}

function urlCondition(pattern: string): string {
  const url = pattern.replace(/^[a-z]+:\/\//i, '');
  const slash = url.indexOf('/');
  const host = slash < 0 ? url : url.slice(0, slash);
  const path = slash < 0 ? '' : url.slice(slash);
  const conds: string[] = [];
  if (host && host !== '*') conds.push(host.includes('*') ? `http.host wildcard ${exprString(host)}` : `http.host eq ${exprString(host)}`);
  if (path && path !== '/*' && path !== '*') conds.push(path.includes('*') ? `http.request.uri.path wildcard ${exprString(path)}` : `http.request.uri.path eq ${exprString(path)}`);
  return conds.join(' and ');
}

/** An expression value for a skeleton: the literal one, or a placeholder saying what to build it from. */
export function expressionFor(urls: Value | undefined, methods: Value | undefined, what: string): Value {
  const e = urlPatternExpression(urls, methods);
  if (e !== undefined) return e;
  return new Code(`'<expression matching ${what}>'`);
}

// ---------------------------------------------------------------------------------------------
// Mapping: rate limit → rate limiting rule

export const RATE_LIMIT_MAPPING =
  "Mapping: match.request.url (+ methods) → expression; threshold → ratelimit.requests_per_period; period → ratelimit.period; action.timeout → ratelimit.mitigation_timeout; action.mode → action (ban → block, simulate → log, challenge/js_challenge/managed_challenge carry over); characteristics: ['ip.src', 'cf.colo.id']; disabled → enabled: false; ids differ.";

export interface LegacyRateLimit {
  url?: Value;
  methods?: Value;
  status?: Value;
  threshold?: Value;
  period?: Value;
  mode?: Value;
  timeout?: Value;
  response?: Value;
  description?: Value;
  disabled?: Value;
  bypass?: Value;
}

/** The parts of an old rate limit body `{match: {request: {url, methods}}, threshold, period, action: {mode, timeout}}`. */
export function legacyRateLimit(body: Value): LegacyRateLimit {
  return {
    url: pick(body, 'match', 'request', 'url'),
    methods: pick(body, 'match', 'request', 'methods'),
    status: pick(body, 'match', 'response', 'status'),
    threshold: pick(body, 'threshold'),
    period: pick(body, 'period'),
    mode: pick(body, 'action', 'mode'),
    timeout: pick(body, 'action', 'timeout'),
    response: pick(body, 'action', 'response'),
    description: pick(body, 'description'),
    disabled: pick(body, 'disabled'),
    bypass: pick(body, 'bypass'),
  };
}

export function rateLimitRule(legacy: LegacyRateLimit): { rule: { [key: string]: Value }; notes: string[] } {
  const rule: { [key: string]: Value } = {};
  const notes: string[] = [];
  if (legacy.description !== undefined) rule.description = legacy.description;
  rule.expression = expressionFor(legacy.url, legacy.methods, `match.request.url ${legacy.url === undefined ? '' : render(legacy.url)}`.trim());
  const mode = legacy.mode;
  const action: Value = typeof mode === 'string' ? (mode === 'ban' ? 'block' : mode === 'simulate' ? 'log' : mode) : mode ?? new Code("'<action>'");
  rule.action = action;
  if (isRecord(legacy.response) && action === 'block') {
    rule.action_parameters = {
      response: {
        status_code: 429,
        content_type: legacy.response.content_type ?? 'text/plain',
        content: legacy.response.body ?? '',
      },
    };
  }
  const ratelimit: { [key: string]: Value } = {
    characteristics: ['ip.src', 'cf.colo.id'],
    period: legacy.period ?? new Code('<period>'),
    requests_per_period: legacy.threshold ?? new Code('<threshold>'),
  };
  if (legacy.timeout !== undefined) ratelimit.mitigation_timeout = legacy.timeout;
  rule.ratelimit = ratelimit;
  if (legacy.disabled === true) rule.enabled = false;
  else if (isCode(legacy.disabled)) rule.enabled = new Code(`!(${legacy.disabled.text})`);
  if (legacy.status !== undefined) {
    notes.push(`match.response.status ${render(legacy.status)} → ratelimit.counting_expression: 'http.response.code in {...}' (Business and Enterprise plans).`);
  }
  if (legacy.bypass !== undefined) notes.push('bypass URLs → exclude them in the expression (and not http.request.uri.path eq "...").');
  if (typeof legacy.period === 'number' && ![10, 60, 120, 300, 600, 3600].includes(legacy.period)) {
    notes.push(`period ${legacy.period}: rate limiting rules accept 10, 60, 120, 300, 600 or 3600 seconds (depending on the plan).`);
  }
  return { rule, notes };
}

/** Sections of a finding's details (a line, or lines), one line each: the data of a `{{details}}` placeholder. */
export function detailLines(...sections: Array<string | string[] | undefined>): string {
  const lines: string[] = [];
  for (const s of sections) if (s !== undefined) lines.push(...(Array.isArray(s) ? s : [s]));
  return lines.join('\n');
}

/** The lines of a skeleton with its notes. */
export function skeleton(title: string, built: { rule: { [key: string]: Value }; notes: string[] }): string[] {
  return [title, ...indented(render(built.rule)), ...built.notes.map((n) => `Note: ${n}`)];
}
