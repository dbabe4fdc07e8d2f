/**
 * Which calls the three Rulesets API migrations (firewall-rules-filters, waf-previous,
 * rate-limits-previous) report, and the Rulesets API they move to: its phases, the entrypoint and rule
 * endpoints, and the operation a call performs.
 */
import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import { ENDPOINTS, addresses, findApiCalls, phaseEntrypoint, whichEndpoint } from '../../src/cloudflare';

export const EOL = '2025-01-15';

export const PHASE = {
  custom: 'http_request_firewall_custom',
  ratelimit: 'http_ratelimit',
  managed: 'http_request_firewall_managed',
} as const;
export type Phase = (typeof PHASE)[keyof typeof PHASE];

export const entrypointPath = <P extends Phase>(phase: P) => phaseEntrypoint(phase);
export const RULES_PATH = ENDPOINTS.rulesetRules;
export const RULE_PATH = ENDPOINTS.rulesetRule;
/** The Cloudflare Managed Ruleset (WAF Managed Rules, new version). */
export const CLOUDFLARE_MANAGED_RULESET = 'efb7b8c949ac4650a09736fc376e9aee';

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
 * - a call through a wrapper is reported only when its caller chooses the endpoint
 *   (`cfApi('/firewall/rules', 'POST', body)`), not when the wrapper's own request already addresses
 *   it (`listRules(zoneId)`: that request carries the finding; see `addresses`).
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
    if (!addresses(call, template)) continue;
    out.push({ call, template });
  }
  return out;
}
