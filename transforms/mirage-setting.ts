import type { ASTNode, ASTPath } from 'jscodeshift';
import type { TransformContext } from '../src/types';
import { bodyObject, findApiCalls, type ApiCall } from '../src/cloudflare';
import { bindingsOf, keyName, pathOfNode, propertyValue, stringValue, unwrap, type MaybeNode } from '../src/ast';
import { dropElements, dropProperties, propertiesNamed } from '../src/edit/text-edits';
import { zoneSettingTransform, BULK_NOTE, type Decision, type ZoneSettingUse } from './lib/zone-setting';

const EOL = '2026-01-01';

const messages = {
  read: `Mirage was removed (${EOL}): there is nothing to read; drop the code that depends on this setting`,
  onlyAction: `Mirage was removed (${EOL}): mirage is this Page Rule's only action; delete the rule, or give it the actions it still needs`,
  setConfigOnly: `Mirage was removed (${EOL}): mirage is this set_config rule's only parameter; delete the rule`,
  notLiteral: `Mirage was removed (${EOL}): remove mirage from {{what}}
It is written in a const the codemod does not edit (other code may read it).`,
} as const;

const ifKept = {
  removed: `Mirage was removed (${EOL}): delete this call`,
} as const;

function decide(use: ZoneSettingUse): Decision<typeof messages, typeof ifKept> {
  if (use.method === 'GET') return { action: 'report', messageId: 'read' };
  return { action: 'delete', ifKept: 'removed' };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH']);
const PAGE_RULES = /^\/zones\/[^/]+\/pagerules(?:\/[^/]+)?$/;
const RULESETS = /^\/(?:zones|accounts)\/[^/]+\/rulesets(?:\/|$)/;

/** An expression as the literal it stands for: written in place (`inPlace`), or a once-declared const of the file. */
function literal(ctx: TransformContext, node: MaybeNode) {
  const n = unwrap(node);
  if (n?.type === 'ArrayExpression' || n?.type === 'ObjectExpression') return { node: n, inPlace: true };
  if (n?.type !== 'Identifier') return undefined;
  const bound = unwrap(bindingsOf(ctx.j, ctx.root).value(n.name));
  return bound?.type === 'ArrayExpression' || bound?.type === 'ObjectExpression' ? { node: bound, inPlace: false } : undefined;
}

const reportAt = (ctx: TransformContext, node: MaybeNode, report: (path: ASTPath) => void): void => {
  const path = pathOfNode(ctx, node);
  if (path) report(path);
};

/** A Page Rule's `actions: [{ id: 'mirage', value }]`: the element leaves the array, unless it is the only action. */
function pageRuleActions(ctx: TransformContext, call: ApiCall): void {
  const actions = literal(ctx, propertyValue(bodyObject(ctx, call), 'actions'));
  if (actions?.node.type !== 'ArrayExpression') return;
  const elements: MaybeNode[] = actions.node.elements;
  const mirage = elements.filter((e) => stringValue(propertyValue(unwrap(e), 'id')) === 'mirage');
  if (mirage.length === 0) return;
  if (!actions.inPlace) return reportAt(ctx, mirage[0], (p) => ctx.report(p, 'notLiteral', { what: 'the actions of this Page Rule' }));
  if (mirage.length === elements.length) return reportAt(ctx, mirage[0], (p) => ctx.report(p, 'onlyAction'));
  dropElements(ctx, actions.node, mirage);
}

/** Every `action_parameters` object of the rules a ruleset request sends (the body, and a `rules` const it names). */
function actionParameters(ctx: TransformContext, body: ASTNode): MaybeNode[] {
  const out: MaybeNode[] = [];
  const visit = (root: ASTNode): void => {
    for (const p of ctx.j(root).find(ctx.j.Node).paths() as ASTPath[]) {
      const n = unwrap(p.value);
      if ((n.type === 'ObjectProperty' || n.type === 'Property') && keyName(n) === 'action_parameters') out.push(n.value);
    }
  };
  visit(body);
  const rules = unwrap(propertyValue(body, 'rules'));
  if (rules?.type === 'Identifier') {
    const bound = literal(ctx, rules);
    if (bound) visit(bound.node);
  }
  return out;
}

/** `action_parameters: { mirage: … }` of a set_config rule: the key goes, unless it is the only one. */
function setConfig(ctx: TransformContext, call: ApiCall): void {
  const body = bodyObject(ctx, call);
  if (!body) return;
  for (const value of actionParameters(ctx, body)) {
    const params = literal(ctx, value);
    if (params?.node.type !== 'ObjectExpression') continue;
    const mirage = propertiesNamed(params.node, 'mirage');
    if (mirage.length === 0) continue;
    if (!params.inPlace) reportAt(ctx, mirage[0], (p) => ctx.report(p, 'notLiteral', { what: 'these set_config action parameters' }));
    else if (mirage.length === params.node.properties.length) reportAt(ctx, mirage[0], (p) => ctx.report(p, 'setConfigOnly'));
    else dropProperties(ctx, params.node, mirage);
  }
}

function pageRulesAndRulesets(ctx: TransformContext): void {
  for (const call of findApiCalls(ctx)) {
    if (!WRITES.has(call.method ?? '')) continue;
    if (PAGE_RULES.test(call.endpoint)) pageRuleActions(ctx, call);
    else if (RULESETS.test(call.endpoint)) setConfig(ctx, call);
  }
}

export default zoneSettingTransform({
  id: 'mirage-setting',
  eol: EOL,
  source: 'later',
  kind: 'rewrite+report',
  title: 'Mirage removed: zone setting, Page Rules action and set_config parameter',
  replacement: 'none: the feature is gone',
  setting: 'mirage',
  example: 'fetch-patch',
  explain: `Mirage (image optimisation for slow mobile connections) was removed on ${EOL}: the zone setting
(GET/PATCH /zones/:zone_id/settings/mirage), the Page Rules action {id: 'mirage', value} and the
mirage key of a ruleset rule's set_config action_parameters. There is no replacement: what sets it goes.
Deletes, as for the schedule's removed settings: a PATCH of the setting (raw fetch/axios/got/ky, axios
instances, in-file and configured wrappers, SDK v2 zoneSettings.edit(zone, 'mirage', {value}), v3.0–3.4
zones.settings.mirage.edit({zone_id, value}), v3.5+ zones.settings.edit('mirage', {zone_id, value})) when
it is a statement of its own; an entry {id: 'mirage', value} of a preset array a loop over
/settings/\${s.id} sends, or of the bulk {items}; the element {id: 'mirage', value} of a Page Rule's
literal actions array (POST /zones/:zone_id/pagerules, PUT/PATCH /zones/:zone_id/pagerules/:rule_id; SDK
v3+ pageRules.create/update/edit, v2 pageRules.add/edit); the mirage key of a literal action_parameters
object in the rules a ruleset request sends (POST/PUT/PATCH under /zones/:zone_id/rulesets or
/accounts/:account_id/rulesets, phase entrypoints included; SDK v3+ rulesets.create/update,
rulesets.phases.update, rulesets.rules.create/edit), also in a rules const the body names.
Reports, without changing: a GET of the setting (nothing to read any more), a Page Rule whose only action
is mirage (delete the rule), a set_config rule whose only parameter is mirage (delete the rule), actions or
action_parameters held in a const (other code may read it), and a PATCH whose result is used
(or delivered through a callback it is handed).
${BULK_NOTE}
Leaves alone: other settings and Page Rules actions, 'mirage' in other APIs and libraries (a Mirage.js
mock server, a mirage of your own), and requests with no Cloudflare anchor.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages,
  ifKept,
  decide,
  also: pageRulesAndRulesets,
});
