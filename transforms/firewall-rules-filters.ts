import type { ObjectExpression, SpreadElement, SpreadProperty } from 'jscodeshift';
import type { ApiCall } from '../src/cloudflare';
import type { TransformContext } from '../src/types';
import { defineTransform } from '../src/transform';
import { ENDPOINTS, objectOf } from '../src/cloudflare';
import { stringValue, unwrap } from '../src/ast';
import { deprecatedCalls, entrypointPath, EOL, type Match, type Operation, operationOf, PHASE, RULE_PATH } from './lib/ruleset-calls';
import { Code, entriesOf, field, sourceOf, type Value, valueOf } from './lib/literal-values';
import { originCall } from './lib/origin-call';
import { detailLines, replacementSteps, skeleton } from './lib/rule-skeletons';
import { CUSTOM_RULE_MAPPING, customRule, type LegacyFirewallRule } from './lib/custom-rule';

const ID = 'firewall-rules-filters';
const RULES = ENDPOINTS.firewallRules;
const RULE = ENDPOINTS.firewallRule;
const FILTERS = ENDPOINTS.filters;
const FILTER = ENDPOINTS.filter;
const MAX_SKELETONS = 5;
const MORE = `More: npx cf-codemod explain ${ID}` as const;

const lineOfCall = (call: ApiCall): number | undefined => call.path.value.loc?.start.line;

const RULES_GONE = `Firewall Rules API removed ${EOL}` as const;
const FILTERS_GONE = `Filters API removed ${EOL}` as const;
const DETAILS = `{{details}}\n${CUSTOM_RULE_MAPPING}\n${MORE}` as const;

/** By the old API and operation; `details`: the replacement calls and, for a body written here, the rules it becomes. */
const messages = {
  ruleCreate: `${RULES_GONE}: create this as a WAF custom rule (Rulesets API, phase ${PHASE.custom})\n${DETAILS}`,
  ruleList: `${RULES_GONE}: read WAF custom rules from the ${PHASE.custom} phase entrypoint ruleset\n${DETAILS}`,
  ruleGet: `${RULES_GONE}: read the WAF custom rule from the ${PHASE.custom} phase entrypoint ruleset\n${DETAILS}`,
  ruleUpdate: `${RULES_GONE}: update the WAF custom rule in the ${PHASE.custom} phase entrypoint ruleset\n${DETAILS}`,
  ruleDelete: `${RULES_GONE}: delete the WAF custom rule from the ${PHASE.custom} phase entrypoint ruleset\n${DETAILS}`,
  ruleUnknown: `${RULES_GONE}: migrate to WAF custom rules (Rulesets API, phase ${PHASE.custom})\n${DETAILS}`,
  filterCreate: `${FILTERS_GONE}: put the expression in a WAF custom rule (phase ${PHASE.custom}); filters no longer exist\n${DETAILS}`,
  filterList: `${FILTERS_GONE}: expressions now live in the rules of the ${PHASE.custom} phase entrypoint ruleset\n${DETAILS}`,
  filterGet: `${FILTERS_GONE}: read the expression from the WAF custom rule (phase ${PHASE.custom})\n${DETAILS}`,
  filterUpdate: `${FILTERS_GONE}: change the expression of the WAF custom rule (phase ${PHASE.custom}) instead\n${DETAILS}`,
  filterDelete: `${FILTERS_GONE}: nothing to delete separately; delete the WAF custom rule (phase ${PHASE.custom})\n${DETAILS}`,
  filterUnknown: `${FILTERS_GONE}: expressions now live in WAF custom rules (phase ${PHASE.custom})\n${DETAILS}`,
} as const;

const RULE_MESSAGE = {
  create: 'ruleCreate',
  list: 'ruleList',
  get: 'ruleGet',
  update: 'ruleUpdate',
  delete: 'ruleDelete',
  unknown: 'ruleUnknown',
} as const satisfies Record<Operation, keyof typeof messages>;
const FILTER_MESSAGE = {
  create: 'filterCreate',
  list: 'filterList',
  get: 'filterGet',
  update: 'filterUpdate',
  delete: 'filterDelete',
  unknown: 'filterUnknown',
} as const satisfies Record<Operation, keyof typeof messages>;

/** A firewall rule entry of a request body, with its filter followed to the expression. */
function legacyRule(ctx: TransformContext, entry: ObjectExpression, filterCreates: ApiCall[]): LegacyFirewallRule & { filterCall?: ApiCall } {
  const v = (name: string): Value | undefined => {
    const node = field(entry, name);
    return node === undefined ? undefined : valueOf(ctx, node);
  };
  const legacy: LegacyFirewallRule & { filterCall?: ApiCall } = {
    description: v('description'),
    action: v('action'),
    products: v('products'),
    paused: v('paused'),
    ref: v('ref'),
    priority: v('priority'),
  };
  const filterNode = field(entry, 'filter');
  if (filterNode === undefined) return legacy;
  const filter = objectOf(ctx, filterNode);
  if (!filter) {
    legacy.expression = new Code(`${sourceOf(ctx, filterNode)}.expression`);
    return legacy;
  }
  const expressionNode = field(filter, 'expression');
  if (expressionNode !== undefined) {
    legacy.expression = valueOf(ctx, expressionNode);
    legacy.description ??= field(filter, 'description') && valueOf(ctx, field(filter, 'description'));
    legacy.paused ??= field(filter, 'paused') && valueOf(ctx, field(filter, 'paused'));
    return legacy;
  }
  const idNode = field(filter, 'id');
  if (idNode === undefined) return legacy;
  const literalId = stringValue(idNode);
  if (literalId !== undefined) {
    legacy.expressionNote = `filter ${literalId} exists already: copy its expression (GET /zones/:zone_id/filters/${literalId}) into the rule.`;
    return legacy;
  }
  const origin = originCall(ctx, idNode, filterCreates);
  if (!origin) {
    legacy.expressionNote = `the expression is the one of the filter whose id is ${sourceOf(ctx, idNode)}: use that filter's expression.`;
    return legacy;
  }
  legacy.filterCall = origin.call;
  const line = lineOfCall(origin.call);
  const entries = entriesOf(ctx, origin.call.bodyNode);
  const created = entries[origin.index ?? 0];
  if (!created) {
    legacy.expressionNote = `the expression is the one sent by the filter request at line ${line} (built at runtime).`;
    legacy.expression = new Code(`'<expression sent at line ${line}>'`);
    return legacy;
  }
  legacy.expression = valueOf(ctx, field(created, 'expression'));
  legacy.expressionNote = `expression from the filter created at line ${line}: that request is no longer needed.`;
  if (legacy.description === undefined && field(created, 'description') !== undefined) legacy.description = valueOf(ctx, field(created, 'description'));
  if (legacy.paused === undefined && field(created, 'paused') !== undefined) legacy.paused = valueOf(ctx, field(created, 'paused'));
  return legacy;
}

function reportRuleCall(ctx: TransformContext<typeof messages>, m: Match, op: Operation, filterCreates: ApiCall[]): void {
  const sdk = m.call.surface === 'sdk';
  const sections: Array<string | string[]> = [replacementSteps(PHASE.custom, op, sdk)];
  if (op === 'create' || op === 'update' || op === 'unknown') {
    const entries = entriesOf(ctx, m.call.bodyNode);
    if (entries.length === 0 && m.call.bodyNode) {
      sections.push(`The body is built at runtime (${sourceOf(ctx, m.call.bodyNode).split('\n')[0]}): map each rule with the Mapping below.`);
    }
    entries.slice(0, MAX_SKELETONS).forEach((entry, i) => {
      const built = customRule(legacyRule(ctx, entry, filterCreates), op === 'update');
      const spread = entry.properties.find((q): q is SpreadElement | SpreadProperty => q.type === 'SpreadElement' || q.type === 'SpreadProperty');
      if (spread) built.notes.push(`the fields spread from ${sourceOf(ctx, spread.argument)} map the same way (see Mapping).`);
      const what = op === 'update' ? 'Changes' : 'Custom rule';
      const title = entries.length > 1 ? `${what} ${i + 1} of ${entries.length} (from this call):` : `${what} (from this call):`;
      sections.push(skeleton(title, built));
    });
    if (entries.length > MAX_SKELETONS) sections.push(`… and ${entries.length - MAX_SKELETONS} more rules in this body.`);
  }
  if (op === 'delete') sections.push('Deleting a rule no longer deletes a filter: there is none.');
  ctx.report(m.call.path, RULE_MESSAGE[op], { details: detailLines(...sections) });
}

function reportFilterCall(ctx: TransformContext<typeof messages>, m: Match, op: Operation, usedBy: Map<ApiCall, number[]>): void {
  const sdk = m.call.surface === 'sdk';
  const sections: Array<string | string[]> = [];
  if (op === 'create' || op === 'unknown') {
    const users = usedBy.get(m.call) ?? [];
    if (users.length > 0) {
      sections.push(
        `The firewall rule created at line ${users.join(', ')} uses this filter: its finding has the custom rule with this expression; drop this request.`,
      );
    } else {
      sections.push(replacementSteps(PHASE.custom, 'create', sdk));
      const entries = entriesOf(ctx, m.call.bodyNode);
      entries.slice(0, MAX_SKELETONS).forEach((entry, i) => {
        const v = (name: string) => (field(entry, name) === undefined ? undefined : valueOf(ctx, field(entry, name)));
        const built = customRule({
          description: v('description'),
          expression: v('expression'),
          paused: v('paused'),
          ref: v('ref'),
          action: new Code("'<action of the firewall rule that uses this filter>'"),
        });
        const title = entries.length > 1 ? `Custom rule ${i + 1} of ${entries.length} (this filter's expression):` : "Custom rule (this filter's expression):";
        sections.push(skeleton(title, built));
      });
    }
  } else if (op === 'list' || op === 'get') {
    sections.push(replacementSteps(PHASE.custom, 'list', sdk), 'Each rule carries its own expression (result.rules[].expression); there are no filter ids.');
  } else if (op === 'update') {
    sections.push(replacementSteps(PHASE.custom, 'update', sdk));
    const entries = entriesOf(ctx, m.call.bodyNode);
    entries.slice(0, MAX_SKELETONS).forEach((entry, i) => {
      const v = (name: string) => (field(entry, name) === undefined ? undefined : valueOf(ctx, field(entry, name)));
      const built = customRule({ description: v('description'), expression: v('expression'), paused: v('paused'), ref: v('ref') }, true);
      const title = entries.length > 1 ? `Changes to the rule of filter ${i + 1} of ${entries.length}:` : "Changes to the rule that held this filter's expression:";
      sections.push(skeleton(title, built));
    });
  } else {
    sections.push(`To remove the rule: DELETE ${RULE_PATH} (ruleset id from GET ${entrypointPath(PHASE.custom)}).`);
  }
  ctx.report(m.call.path, FILTER_MESSAGE[op], { details: detailLines(...sections) });
}

export default defineTransform({
  id: ID,
  eol: EOL,
  kind: 'report',
  title: 'Firewall Rules and Filters APIs → WAF custom rules',
  replacement: `WAF custom rules: Rulesets API, phase ${PHASE.custom}`,
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  untraced: [{ template: RULES }, { template: FILTERS }],
  triggers: ['firewall', 'filters'],
  example: 'two-step-fetch',
  explain: `The Firewall Rules API (/zones/:zone_id/firewall/rules[/:rule_id]) and the Filters API
(/zones/:zone_id/filters[/:filter_id]) were removed on ${EOL}. Their replacement is WAF custom rules on the
Rulesets API: each rule carries its own expression (no separate filter), in the zone's entrypoint ruleset
of phase ${PHASE.custom}. There is no safe mechanical rewrite (the provider's own guidance is to migrate
API automation by hand), so every call is reported, with the replacement and, where the call carries
literal values, a ready custom rule.

Reported: every anchored call to those paths, any method: fetch, axios (and instances with a baseURL),
got, ky, undici, https.request, in-file wrappers and wrappers named in the configuration, and the SDK
(client.firewall.rules.create/list/get/update/edit/delete/bulkEdit/bulkUpdate/bulkDelete,
client.filters.create/list/get/update/delete/bulkUpdate/bulkDelete, v3 to v7, also through \`as any\`;
the v2 "node-cloudflare" package had neither). A wrapper whose own request holds the path is reported
there, not at each of its callers. The two-step creation (POST /filters, then POST /firewall/rules with
filter: {id}) is followed: the rule's finding carries the filter's expression, the filter's finding
points at the rule.

Replacement endpoints (Rulesets API):
    GET    ${entrypointPath(PHASE.custom)}        the ruleset and its rules (404: none yet)
    PUT    ${entrypointPath(PHASE.custom)}        create or replace it: {rules: [...]}
    POST   /zones/:zone_id/rulesets/:ruleset_id/rules                  add one rule {expression, action, description}
    PATCH  ${RULE_PATH}         change one rule
    DELETE ${RULE_PATH}         delete one rule
SDK (cloudflare v4 to v6; v7 takes the rule id first: rules.edit(ruleId, { zone_id, ruleset_id, ... })):
    const ruleset = await client.rulesets.phases.get('${PHASE.custom}', { zone_id });
    await client.rulesets.rules.create(ruleset.id, { zone_id, expression, action, description });
    await client.rulesets.rules.edit(ruleset.id, ruleId, { zone_id, ...changes });
    await client.rulesets.rules.delete(ruleset.id, ruleId, { zone_id });
    await client.rulesets.phases.update('${PHASE.custom}', { zone_id, rules });

Mapping, firewall rule → custom rule:
    filter.expression            expression (verbatim)
    description, ref             description, ref
    action block, challenge,     the same action
      js_challenge,
      managed_challenge, log
    action allow                 action: 'skip', action_parameters: {ruleset: 'current'}
    action bypass + products     action: 'skip', action_parameters: {products: [...]}
                                 (products waf / rateLimit: their replacements are phases
                                 http_request_firewall_managed / http_ratelimit: action_parameters.phases)
    paused: true                 enabled: false
    priority                     none: rules run in list order (position: {index|before|after} when adding)
    id, filter.id                new ids: store the rule ids the Rulesets API returns

Left alone: IP Access rules (/firewall/access_rules/rules, not deprecated), User Agent blocking
(/firewall/ua_rules), Zone Lockdown (/firewall/lockdowns), the Rulesets API itself, paths on other hosts
(pfSense, OPNsense and other firewall appliances), relative URLs and an app's own route definitions
(express app.get('/zones/:zone_id/firewall/rules', ...)); a proxy route reports only its outgoing call.
Waive a finding with a \`// cf-codemod-ignore\` comment above the call.`,
  links: [
    'https://developers.cloudflare.com/waf/reference/migration-guides/firewall-rules-to-custom-rules/',
    'https://developers.cloudflare.com/waf/custom-rules/create-api/',
    'https://developers.cloudflare.com/fundamentals/api/reference/deprecations/',
  ],
  messages,
  run(ctx) {
    const matches = deprecatedCalls(ctx, [RULES, RULE, FILTERS, FILTER]);
    const filterCreates = matches.filter((m) => m.template === FILTERS && m.call.method === 'POST').map((m) => m.call);
    // Which firewall rules use which created filter (two-step creation).
    const usedBy = new Map<ApiCall, number[]>();
    for (const m of matches) {
      if (m.template !== RULES || m.call.method !== 'POST') continue;
      for (const entry of entriesOf(ctx, m.call.bodyNode)) {
        const filter = objectOf(ctx, field(entry, 'filter'));
        const idNode = filter && field(filter, 'expression') === undefined ? field(filter, 'id') : undefined;
        const origin = idNode && unwrap(idNode).type !== 'StringLiteral' ? originCall(ctx, idNode, filterCreates) : undefined;
        const line = lineOfCall(m.call);
        if (origin && line !== undefined) usedBy.set(origin.call, [...(usedBy.get(origin.call) ?? []), line]);
      }
    }
    for (const m of matches) {
      const item = m.template === RULE || m.template === FILTER;
      const op = operationOf(m.call.method, item);
      if (m.template === RULES || m.template === RULE) reportRuleCall(ctx, m, op, filterCreates);
      else reportFilterCall(ctx, m, op, usedBy);
    }
  },
});
