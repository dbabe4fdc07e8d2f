import { propertyValue, stringValue, unwrap } from '../src/ast';
import { zoneSettingTransform, BULK_NOTE, type Decision, type ZoneSettingUse } from './lib/zone-setting';

const EOL = '2024-06-30';
const PHASE = 'http_request_dynamic_redirect';
const MOBILE_AGENTS = '(http.user_agent contains "Mobile" or http.user_agent contains "Android" or http.user_agent contains "iPhone")';

/** The literal fields of a mobile_redirect value `{status, mobile_subdomain, strip_uri}` that can be read. */
function fields(value: any): { status?: string; subdomain?: string; stripUri?: boolean } {
  const v = unwrap(value);
  if (v?.type !== 'ObjectExpression') return {};
  const strip = unwrap(propertyValue(v, 'strip_uri'));
  return {
    status: stringValue(propertyValue(v, 'status')),
    subdomain: stringValue(propertyValue(v, 'mobile_subdomain')),
    stripUri: strip && (strip.type === 'BooleanLiteral' || (strip.type === 'Literal' && typeof strip.value === 'boolean')) ? strip.value : undefined,
  };
}

/** The Single Redirect rule that does what the setting did, with the subdomain and strip_uri of the value when they are literal. */
export function redirectRule(value: any): string {
  const { subdomain = '<mobile_subdomain>', stripUri } = fields(value);
  const target = stripUri ? `concat("https://${subdomain}.", http.host)` : `concat("https://${subdomain}.", http.host, http.request.uri.path)`;
  const rule = {
    expression: `${MOBILE_AGENTS} and not starts_with(http.host, "${subdomain}.")`,
    action: 'redirect',
    action_parameters: {
      from_value: { target_url: { expression: target }, status_code: 302, preserve_query_string: !stripUri },
    },
  };
  return `PUT /zones/:zone_id/rulesets/phases/${PHASE}/entrypoint\n${JSON.stringify({ rules: [rule] }, null, 2)}`;
}

const messages = {
  read: `mobile_redirect setting removed (${EOL}): read the Single Redirect rule of phase ${PHASE} instead\nGET /zones/:zone_id/rulesets/phases/${PHASE}/entrypoint`,
  turnedOff: `mobile_redirect setting removed (${EOL}): this turns it off; delete it, or delete the Single Redirect rule that replaced it`,
  createRule: `mobile_redirect setting removed (${EOL}): create a Single Redirect rule (phase ${PHASE}) instead\n{{rule}}`,
} as const;

function decide(use: ZoneSettingUse): Decision<typeof messages, Record<never, never>> {
  if (use.method === 'GET') return { action: 'report', messageId: 'read' };
  const { status } = fields(use.value);
  if (status === 'off') return { action: 'report', messageId: 'turnedOff' };
  return { action: 'report', messageId: 'createRule', data: { rule: redirectRule(use.value) } };
}


export default zoneSettingTransform({
  id: 'mobile-redirect-setting',
  eol: EOL,
  kind: 'report',
  title: 'Mobile Redirect zone setting removed: use a Single Redirect rule',
  replacement: `a Single Redirect rule (ruleset phase ${PHASE})`,
  setting: 'mobile_redirect',
  aliases: ['mobileRedirect'],
  example: 'fetch-patch',
  explain: `The mobile_redirect zone setting (GET/PATCH /zones/:zone_identifier/settings/mobile_redirect) was removed
on ${EOL}; Single Redirects replace it. Nothing is rewritten (a redirect rule is a ruleset change, and
the zone's existing rules must be merged by hand). Reports every request to the setting: raw
fetch/axios/got/ky calls, axios instances, in-file and configured wrappers, SDK v2 zoneSettings.edit(zone,
'mobile_redirect', {value}), v3.0–3.4 zones.settings.mobileRedirect.edit({zone_id, value}), v3.5+ and v7
zones.settings.edit('mobile_redirect', {zone_id, value}) and .get(...), and the {id: 'mobile_redirect',
value} entries of preset arrays sent by a loop over /settings/\${s.id} (or a key destructured from the entry: \${name}) or the bulk {items} (also of a
const array spread into them).
The finding carries a rule built from the literal value ({status: 'on', mobile_subdomain: 'm', strip_uri:
false}); with a value that is not literal, <mobile_subdomain> stands in:
  PUT /zones/:zone_id/rulesets/phases/${PHASE}/entrypoint
  {"rules": [{"expression": "${MOBILE_AGENTS.replace(/"/g, '\\"')} and not
     starts_with(http.host, \\"m.\\")", "action": "redirect", "action_parameters": {"from_value": {
     "target_url": {"expression": "concat(\\"https://m.\\", http.host, http.request.uri.path)"},
     "status_code": 302, "preserve_query_string": true}}}]}
strip_uri: true sends every mobile visitor to the subdomain's root: the target is
concat("https://m.", http.host) and preserve_query_string is false. The entrypoint PUT replaces the
phase's rules: fetch them first and add this one. If the zone is reached through www, write the target
with the apex name. A value with status 'off' is reported as a call to delete; a GET is reported with the
rules endpoint to read instead.
${BULK_NOTE}
Leaves alone: other zone settings, and mobile redirects of other frameworks (next.config redirects,
express middleware) with no Cloudflare anchor.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/', 'https://developers.cloudflare.com/rules/url-forwarding/single-redirects/'],
  messages,
  ifKept: {},
  decide,
});
