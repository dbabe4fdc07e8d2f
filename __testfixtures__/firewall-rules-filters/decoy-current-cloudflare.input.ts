import Cloudflare from 'cloudflare';

const API = 'https://api.cloudflare.com/client/v4';
const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// Current Cloudflare APIs next to the deprecated ones: none of these is deprecated.
export async function current(zoneId: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  // IP Access rules
  await fetch(`${API}/zones/${zoneId}/firewall/access_rules/rules`, { headers });
  // The replacement itself: WAF custom rules on the Rulesets API
  await fetch(`${API}/zones/${zoneId}/rulesets/phases/http_request_firewall_custom/entrypoint`, { headers });
  // User Agent blocking and Zone Lockdown are not in the schedule
  await fetch(`${API}/zones/${zoneId}/firewall/ua_rules`, { headers });
  await fetch(`${API}/zones/${zoneId}/firewall/lockdowns`, { headers });
  await client.firewall.accessRules.list({ zone_id: zoneId });
  await client.rulesets.phases.get('http_request_firewall_custom', { zone_id: zoneId });
  return client.firewall.lockdowns.list({ zone_id: zoneId });
}
