/**
 * Mapping a firewall rule to a WAF custom rule (firewall-rules-filters): the rule a legacy rule's parts
 * become, with the notes a person must read.
 */
import { Code, isCode, isRecord, type Value } from './literal-values';
import { render } from './rule-skeletons';

export const CARRIED_ACTIONS = ['block', 'challenge', 'js_challenge', 'managed_challenge', 'log'];

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
