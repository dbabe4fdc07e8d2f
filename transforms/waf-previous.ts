import type { TransformContext } from '../src/types';
import { defineTransform } from '../src/transform';
import { ENDPOINTS } from '../src/cloudflare';
import { CLOUDFLARE_MANAGED_RULESET, deprecatedCalls, entrypointPath, EOL, type Match, type Operation, operationOf, PHASE, RULE_PATH, RULES_PATH } from './lib/ruleset-calls';
import { Code, entriesOf, isRecord, pick, type Value, valueOf } from './lib/literal-values';
import { detailLines, render, replacementSteps, skeleton } from './lib/rule-skeletons';
import { expressionFor } from './lib/url-pattern-expression';

const ID = 'waf-previous';
const PACKAGES = ENDPOINTS.wafPackages;
const PACKAGE = ENDPOINTS.wafPackage;
const GROUPS = ENDPOINTS.wafGroups;
const GROUP = ENDPOINTS.wafGroup;
const RULES = ENDPOINTS.wafRules;
const RULE = ENDPOINTS.wafRule;
const OVERRIDES = ENDPOINTS.wafOverrides;
const OVERRIDE = ENDPOINTS.wafOverride;
const TEMPLATES = [PACKAGES, PACKAGE, GROUPS, GROUP, RULES, RULE, OVERRIDES, OVERRIDE];

const GONE = `WAF managed rules (previous) removed ${EOL}` as const;
const MANAGED = PHASE.managed;
const VIEW_RULESET = `GET ${ENDPOINTS.ruleset} (a managed ruleset: its rules, with ids, categories and default actions)`;
const LIST_RULESETS = `GET ${ENDPOINTS.rulesets} → the managed rulesets you can deploy (kind: managed): Cloudflare Managed Ruleset, OWASP Core Ruleset, …`;
const MAPPING =
  "Mapping: packages → managed rulesets deployed by execute rules (action: 'execute', action_parameters: {id}); rule groups → tags (overrides.categories); rule modes → rule overrides (overrides.rules: on/off → enabled, block/challenge → action, simulate → log); OWASP sensitivity → score threshold, action_mode → action; URL overrides → exceptions (action: 'skip' rules placed before the execute rule); ids differ.";
const MORE = `More: npx cf-codemod explain ${ID}` as const;
const NOT_DEPLOYED = `No execute rule for that ruleset yet? Add this one (POST ${RULES_PATH}) instead of editing.` as const;

type Kind = 'packages' | 'package' | 'groups' | 'group' | 'rules' | 'rule' | 'overrides';

const kindOf = (template: string): Kind =>
  template === PACKAGES ? 'packages'
  : template === PACKAGE ? 'package'
  : template === GROUPS ? 'groups'
  : template === GROUP ? 'group'
  : template === RULES ? 'rules'
  : template === RULE ? 'rule'
  : 'overrides';

const DETAILS = `{{details}}\n${MAPPING}\n${MORE}` as const;

/** `details`: the replacement calls and, for a body written here, the rule it becomes. */
const messages = {
  owaspSettings: `${GONE}: set the OWASP Core Ruleset's score threshold and action with overrides in phase ${MANAGED}\n${DETAILS}`,
  deployManaged: `${GONE}: deploy the managed rulesets with execute rules in phase ${MANAGED} instead\n${DETAILS}`,
  groupOverride: `${GONE}: rule groups became tags: turn this one on or off with a tag override in phase ${MANAGED}\n${DETAILS}`,
  readGroups: `${GONE}: rule groups became tags: read the managed ruleset's rules and their categories\n${DETAILS}`,
  ruleOverride: `${GONE}: set this rule with a rule override of the execute rule in phase ${MANAGED} (new rule ids)\n${DETAILS}`,
  readRules: `${GONE}: read the managed ruleset's rules (GET ${ENDPOINTS.ruleset}; new rule ids)\n${DETAILS}`,
  addException: `${GONE}: WAF overrides became exceptions: add a skip rule in phase ${MANAGED}\n${DETAILS}`,
  deleteException: `${GONE}: delete the exception (skip rule) from the ${MANAGED} phase entrypoint ruleset\n${DETAILS}`,
  exceptions: `${GONE}: WAF overrides became exceptions (skip rules) in phase ${MANAGED}\n${DETAILS}`,
  readExceptions: `${GONE}: read exceptions (skip rules) from the ${MANAGED} phase entrypoint ruleset\n${DETAILS}`,
} as const;

function messageIdOf(kind: Kind, op: Operation): keyof typeof messages {
  switch (kind) {
    case 'packages':
    case 'package':
      return op === 'update' ? 'owaspSettings' : 'deployManaged';
    case 'groups':
    case 'group':
      return op === 'update' ? 'groupOverride' : 'readGroups';
    case 'rules':
    case 'rule':
      return op === 'update' ? 'ruleOverride' : 'readRules';
    case 'overrides':
      if (op === 'create' || op === 'update') return 'addException';
      if (op === 'delete') return 'deleteException';
      if (op === 'unknown') return 'exceptions';
      return 'readExceptions';
  }
}

/** The execute rule that deploys a managed ruleset, with overrides. */
function executeRule(overrides?: { [key: string]: Value }, rulesetId: Value = CLOUDFLARE_MANAGED_RULESET): { [key: string]: Value } {
  const action_parameters: { [key: string]: Value } = { id: rulesetId };
  if (overrides) action_parameters.overrides = overrides;
  return { expression: 'true', action: 'execute', action_parameters };
}

/** Old rule mode → the fields of a rule override. */
function ruleOverride(id: Value, mode: Value | undefined): { [key: string]: Value } {
  const o: { [key: string]: Value } = { id };
  if (mode === 'off' || mode === 'disable') o.enabled = false;
  else if (mode === 'on') o.enabled = true;
  else if (mode === 'simulate') o.action = 'log';
  else if (mode === 'block' || mode === 'challenge') o.action = mode;
  else if (mode === 'default') o.enabled = true;
  else o.action = mode ?? new Code("'<action>'");
  return o;
}

const SCORE_THRESHOLD: Record<string, number> = { high: 25, medium: 40, low: 60 };
const OWASP_ACTION: Record<string, string> = { simulate: 'log', block: 'block', challenge: 'managed_challenge' };

function details(ctx: TransformContext, m: Match, kind: Kind, op: Operation): Array<string | string[]> {
  const sdk = m.call.surface === 'sdk';
  const body = m.call.bodyNode === undefined ? undefined : valueOf(ctx, entriesOf(ctx, m.call.bodyNode)[0] ?? m.call.bodyNode);
  const mode = pick(body, 'mode');
  const lastSegment = m.call.endpoint.split('/').pop() ?? '';
  const named = (what: string) => (lastSegment.startsWith(':') ? `this ${what}` : `${what} ${lastSegment}`);
  switch (kind) {
    case 'packages':
    case 'package': {
      if (op !== 'update') {
        return [
          'Replacement (Rulesets API):',
          `  ${LIST_RULESETS}`,
          `  GET ${entrypointPath(MANAGED)} → the execute rules that deploy them`,
          ...replacementSteps(MANAGED, 'create', sdk, 'execute rule').slice(1),
          ...skeleton('Execute rule (Cloudflare Managed Ruleset):', { rule: { description: 'Cloudflare Managed Ruleset', ...executeRule() }, notes: [] }),
        ];
      }
      const sensitivity = pick(body, 'sensitivity');
      const actionMode = pick(body, 'action_mode');
      const rule: { [key: string]: Value } = {
        id: new Code("'<id of the OWASP rule 949110: Inbound Anomaly Score Exceeded>'"),
      };
      if (sensitivity !== undefined) rule.score_threshold = typeof sensitivity === 'string' && Object.hasOwn(SCORE_THRESHOLD, sensitivity) ? SCORE_THRESHOLD[sensitivity] : new Code(`<score threshold for sensitivity ${render(sensitivity)}>`);
      if (actionMode !== undefined) rule.action = typeof actionMode === 'string' && Object.hasOwn(OWASP_ACTION, actionMode) ? OWASP_ACTION[actionMode] : actionMode;
      const notes = ['sensitivity high/medium/low → score_threshold 25/40/60; action_mode simulate → log, challenge → managed_challenge.'];
      if (sensitivity === 'off') notes.push("sensitivity off: do not deploy the OWASP Core Ruleset (or set enabled: false on its execute rule).");
      return [
        ...replacementSteps(MANAGED, 'update', sdk),
        ...skeleton('Execute rule for the OWASP Core Ruleset (its id from GET /zones/:zone_id/rulesets):', {
          rule: executeRule({ rules: [rule] }, new Code("'<OWASP Core Ruleset id>'")),
          notes,
        }),
        NOT_DEPLOYED,
      ];
    }
    case 'groups':
    case 'group': {
      if (op !== 'update') return ['Replacement (Rulesets API):', `  ${VIEW_RULESET}`, '  Groups are gone: each rule has categories (tags), e.g. wordpress, drupal, sqli, xss.'];
      const category: { [key: string]: Value } = { category: new Code(`'<tag matching ${named('group')}>'`) };
      if (mode === 'on' || mode === 'off') category.enabled = mode === 'on';
      else category.enabled = mode === undefined ? new Code('<true | false>') : new Code(`${render(mode)} === 'on'`);
      return [
        ...replacementSteps(MANAGED, 'update', sdk, 'execute rule'),
        ...skeleton('Execute rule with a tag override:', { rule: executeRule({ categories: [category] }), notes: [] }),
        NOT_DEPLOYED,
      ];
    }
    case 'rules':
    case 'rule': {
      if (op !== 'update') return ['Replacement (Rulesets API):', `  ${VIEW_RULESET}`, '  Rule ids of the new managed rulesets differ from the previous ones: look rules up by description or tag.'];
      return [
        ...replacementSteps(MANAGED, 'update', sdk, 'execute rule'),
        ...skeleton('Execute rule with a rule override:', { rule: executeRule({ rules: [ruleOverride(new Code(`'<new id of ${named('rule')}>'`), mode)] }), notes: [] }),
        NOT_DEPLOYED,
      ];
    }
    case 'overrides': {
      if (op === 'list' || op === 'get') return [...replacementSteps(MANAGED, 'list', sdk), "  Exceptions are the rules with action: 'skip'."];
      if (op === 'delete') return [`Replacement (Rulesets API):`, `  DELETE ${RULE_PATH} (the skip rule; ids from GET ${entrypointPath(MANAGED)})`];
      const exception: { [key: string]: Value } = {};
      const description = pick(body, 'description');
      if (description !== undefined) exception.description = description;
      const urls = pick(body, 'urls');
      exception.expression = expressionFor(urls, undefined, urls === undefined ? 'the urls of the override' : `urls ${render(urls)}`);
      exception.action = 'skip';
      const notes: string[] = [];
      const rules = pick(body, 'rules');
      const groups = pick(body, 'groups');
      if (isRecord(rules) || isRecord(groups)) {
        const ids = [...Object.keys(isRecord(rules) ? rules : {}), ...Object.keys(isRecord(groups) ? groups : {})];
        exception.action_parameters = { rules: { [CLOUDFLARE_MANAGED_RULESET]: [new Code(`'<new ids of ${ids.join(', ')}>'`)] } };
        notes.push('rule and group ids do not carry over; modes other than disable become an execute rule with the same expression and overrides.rules [{id, action}].');
      } else {
        exception.action_parameters = { ruleset: 'current' };
      }
      if (pick(body, 'paused') === true) exception.enabled = false;
      if (pick(body, 'rewrite_action') !== undefined) notes.push('rewrite_action → an execute rule with the same expression and an action override (overrides.action).');
      notes.push('place the skip rule before the execute rule it exempts (position: {before: <execute rule id>}); priority does not carry over.');
      return [...replacementSteps(MANAGED, 'create', sdk, 'exception'), ...skeleton('Exception (from this call):', { rule: exception, notes })];
    }
  }
}

export default defineTransform({
  id: ID,
  eol: EOL,
  kind: 'report',
  title: 'WAF managed rules (previous version) → WAF Managed Rules',
  replacement: `WAF Managed Rules: managed rulesets deployed in phase ${PHASE.managed}`,
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  untraced: [{ template: PACKAGES }, { template: OVERRIDES }],
  triggers: ['waf'],
  example: 'fetch-packages',
  explain: `The previous version of WAF managed rules (packages, rule groups, rules and URL overrides under
/zones/:zone_id/firewall/waf/...) was removed on ${EOL}. Its replacement is WAF Managed Rules: managed
rulesets (Cloudflare Managed Ruleset, OWASP Core Ruleset) deployed by execute rules in the zone's entrypoint
ruleset of phase ${PHASE.managed}, configured with overrides and exceptions. Nothing maps one to one
(ids differ, groups became tags), so every call is reported with the replacement and, where the call carries
literal values, a ready rule.

Reported: every anchored call to /zones/:zone_id/firewall/waf/... (packages, a package, its groups and rules, overrides),
any method: fetch, axios (and instances with a baseURL), got, ky, undici, https.request, in-file wrappers and
wrappers named in the configuration, and the SDK (client.firewall.waf.packages.list/get,
.packages.groups.list/get/edit, .packages.rules.list/get/edit, client.firewall.waf.overrides.create/list/
get/update/delete, v3 to v7, also through \`as any\`; the v2 "node-cloudflare" package had none).

Replacement endpoints (Rulesets API):
    GET    /zones/:zone_id/rulesets                       managed rulesets to deploy (kind: managed)
    GET    /zones/:zone_id/rulesets/:ruleset_id           a managed ruleset's rules (ids, categories)
    GET    ${entrypointPath(PHASE.managed)}   deployed rulesets and exceptions (404: none yet)
    PUT    ${entrypointPath(PHASE.managed)}   create or replace it: {rules: [...]}
    POST   /zones/:zone_id/rulesets/:ruleset_id/rules    add an execute rule or an exception
    PATCH  ${RULE_PATH}    change one (overrides)
SDK (cloudflare v4 to v6; v7 takes the rule id first: rules.edit(ruleId, { zone_id, ruleset_id, ... })):
    const ruleset = await client.rulesets.phases.get('${PHASE.managed}', { zone_id });
    await client.rulesets.rules.create(ruleset.id, { zone_id, ...rule });
    await client.rulesets.rules.edit(ruleset.id, ruleId, { zone_id, action_parameters });

Mapping:
    package (Cloudflare, OWASP)     a managed ruleset, deployed by
                                    {action: 'execute', expression: 'true', action_parameters: {id}}
                                    (Cloudflare Managed Ruleset id: ${CLOUDFLARE_MANAGED_RULESET})
    OWASP sensitivity high/medium/  overrides.rules: [{id: <949110 anomaly rule>, score_threshold: 25/40/60}]
      low; off                      (off: do not deploy the OWASP Core Ruleset)
    OWASP action_mode               action override: simulate → log, block → block, challenge → managed_challenge
    rule group mode on/off          overrides.categories: [{category: <tag>, enabled: true/false}]
    rule mode on/off/disable        overrides.rules: [{id: <new rule id>, enabled}]
    rule mode block/challenge/      overrides.rules: [{id, action: block/challenge/log}]
      simulate
    override {urls, rules, groups}  exception placed before the execute rule:
                                    {action: 'skip', expression: <from urls>,
                                     action_parameters: {ruleset: 'current'} or {rules: {<ruleset id>: [ids]}}}
    override paused                 enabled: false
    ids, priority                   new ids; rules run in list order

Left alone: the Rulesets API itself, WAF custom rules, paths on other hosts and relative URLs. Waive a
finding with a \`// cf-codemod-ignore\` comment above the call.`,
  links: [
    'https://developers.cloudflare.com/waf/reference/migration-guides/waf-managed-rules-migration/',
    'https://developers.cloudflare.com/waf/managed-rules/deploy-api/',
    'https://developers.cloudflare.com/fundamentals/api/reference/deprecations/',
  ],
  messages,
  run(ctx) {
    for (const m of deprecatedCalls(ctx, TEMPLATES)) {
      const kind = kindOf(m.template);
      const item = kind === 'package' || kind === 'group' || kind === 'rule' || m.template === OVERRIDE;
      const op = operationOf(m.call.method, item);
      ctx.report(m.call.path, messageIdOf(kind, op), { details: detailLines(...details(ctx, m, kind, op)) });
    }
  },
});
