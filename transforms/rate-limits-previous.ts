import type { TransformContext } from '../src/types';
import { defineTransform } from '../src/transform';
import { ENDPOINTS } from '../src/cloudflare';
import { deprecatedCalls, entrypointPath, EOL, type Match, type Operation, operationOf, PHASE, RULE_PATH } from './lib/ruleset-calls';
import { entriesOf, sourceOf, valueOf } from './lib/literal-values';
import { detailLines, replacementSteps, skeleton } from './lib/rule-skeletons';
import { legacyRateLimit, RATE_LIMIT_MAPPING, rateLimitRule } from './lib/rate-limit-rule';

const ID = 'rate-limits-previous';
const RATE_LIMITS = ENDPOINTS.rateLimits;
const RATE_LIMIT = ENDPOINTS.rateLimit;
const MAX_SKELETONS = 5;

const FIRST = `Rate Limiting API (previous) removed ${EOL}` as const;
/** `details`: the replacement calls and, for a body written here, the rules it becomes. */
const DETAILS = `{{details}}\n${RATE_LIMIT_MAPPING}\nMore: npx cf-codemod explain ${ID}` as const;

/** By operation of the old call. */
const messages = {
  create: `${FIRST}: create a rate limiting rule in phase ${PHASE.ratelimit} instead\n${DETAILS}`,
  list: `${FIRST}: read rate limiting rules from the ${PHASE.ratelimit} phase entrypoint ruleset\n${DETAILS}`,
  get: `${FIRST}: read the rate limiting rule from the ${PHASE.ratelimit} phase entrypoint ruleset\n${DETAILS}`,
  update: `${FIRST}: update the rate limiting rule in the ${PHASE.ratelimit} phase entrypoint ruleset\n${DETAILS}`,
  delete: `${FIRST}: delete the rate limiting rule from the ${PHASE.ratelimit} phase entrypoint ruleset\n${DETAILS}`,
  unknown: `${FIRST}: migrate to rate limiting rules (Rulesets API, phase ${PHASE.ratelimit})\n${DETAILS}`,
} as const satisfies Record<Operation, string>;

function reportCall(ctx: TransformContext<typeof messages>, m: Match): void {
  const op = operationOf(m.call.method, m.template === RATE_LIMIT);
  const sections: Array<string | string[]> = [replacementSteps(PHASE.ratelimit, op, m.call.surface === 'sdk')];
  if (op === 'create' || op === 'update' || op === 'unknown') {
    const entries = entriesOf(ctx, m.call.bodyNode);
    if (entries.length === 0 && m.call.bodyNode) {
      sections.push(`The body is built at runtime (${sourceOf(ctx, m.call.bodyNode).split('\n')[0]}): map it with the Mapping below.`);
    }
    entries.slice(0, MAX_SKELETONS).forEach((entry, i) => {
      const built = rateLimitRule(legacyRateLimit(valueOf(ctx, entry)));
      const title = entries.length > 1 ? `Rate limiting rule ${i + 1} of ${entries.length} (from this call):` : 'Rate limiting rule (from this call):';
      sections.push(skeleton(title, built));
    });
  }
  ctx.report(m.call.path, op, { details: detailLines(...sections) });
}

export default defineTransform({
  id: ID,
  eol: EOL,
  kind: 'report',
  title: 'Rate Limiting API (previous version) → rate limiting rules',
  replacement: `Rate limiting rules: Rulesets API, phase ${PHASE.ratelimit}`,
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  untraced: [{ template: RATE_LIMITS }],
  triggers: ['rate_limits', 'rateLimits'],
  example: 'fetch-create',
  explain: `The previous Rate Limiting API (/zones/:zone_id/rate_limits[/:rate_limit_id]) was removed on ${EOL}.
Its replacement is rate limiting rules on the Rulesets API, in the zone's entrypoint ruleset of phase
${PHASE.ratelimit}. Rules and ids do not carry over by themselves, so every call is reported, with the
replacement and, where the call carries literal values, a ready rate limiting rule.

Reported: every anchored call to those paths, any method: fetch, axios (and instances with a baseURL),
got, ky, undici, https.request, in-file wrappers and wrappers named in the configuration, and the SDK
(client.rateLimits.create/list/get/edit/delete, v3 to v7, also through \`as any\`; the v2
"node-cloudflare" package had no rate limits). A wrapper whose own request holds the path is reported
there, not at each of its callers.

Replacement endpoints (Rulesets API):
    GET    ${entrypointPath(PHASE.ratelimit)}        the ruleset and its rules (404: none yet)
    PUT    ${entrypointPath(PHASE.ratelimit)}        create or replace it: {rules: [...]}
    POST   /zones/:zone_id/rulesets/:ruleset_id/rules    add one rule
    PATCH  ${RULE_PATH}    change one rule
    DELETE ${RULE_PATH}    delete one rule
SDK (cloudflare v4 to v6; v7 takes the rule id first: rules.edit(ruleId, { zone_id, ruleset_id, ... })):
    const ruleset = await client.rulesets.phases.get('${PHASE.ratelimit}', { zone_id });
    await client.rulesets.rules.create(ruleset.id, { zone_id, ...rule });

Mapping, rate limit → rate limiting rule:
    match.request.url            expression: http.host / http.request.uri.path conditions
                                 ("*.example.com/api/*" → http.host wildcard "*.example.com" and
                                 http.request.uri.path wildcard "/api/*")
    match.request.methods        and http.request.method in {"POST" ...} (_ALL_: no condition)
    match.response.status        ratelimit.counting_expression: http.response.code in {...}
    threshold                    ratelimit.requests_per_period
    period                       ratelimit.period (10, 60, 120, 300, 600 or 3600, by plan)
    action.timeout               ratelimit.mitigation_timeout
    action.mode ban              action: 'block' (action.response → action_parameters.response)
    action.mode simulate         action: 'log'
    action.mode challenge,       the same action
      js_challenge,
      managed_challenge
    (counting per client)        ratelimit.characteristics: ['ip.src', 'cf.colo.id']
    disabled: true               enabled: false
    bypass URLs                  excluded in the expression
    id                           new ids: store the rule ids the Rulesets API returns

A skeleton:
    {
      description: 'login',
      expression: '(http.host eq "example.com" and http.request.uri.path eq "/login")',
      action: 'block',
      ratelimit: { characteristics: ['ip.src', 'cf.colo.id'], period: 60, requests_per_period: 10, mitigation_timeout: 600 },
    }

Left alone: Workers rate limiting bindings, an app's own rate_limits routes and tables, paths on other
hosts, relative URLs, and the Rulesets API itself. Waive a finding with a \`// cf-codemod-ignore\`
comment above the call.`,
  links: [
    'https://developers.cloudflare.com/waf/reference/migration-guides/old-rate-limiting-deprecation/',
    'https://developers.cloudflare.com/waf/rate-limiting-rules/create-api/',
    'https://developers.cloudflare.com/fundamentals/api/reference/deprecations/',
  ],
  messages,
  run(ctx) {
    for (const m of deprecatedCalls(ctx, [RATE_LIMITS, RATE_LIMIT])) reportCall(ctx, m);
  },
});
