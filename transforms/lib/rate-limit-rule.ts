/**
 * Mapping a rate limit of the previous Rate Limiting API to a rate limiting rule (rate-limits-previous).
 */
import { Code, isCode, isRecord, pick, type Value } from './literal-values';
import { render } from './rule-skeletons';
import { expressionFor } from './url-pattern-expression';

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
