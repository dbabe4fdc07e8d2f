const CF_API = 'https://api.cloudflare.com/client/v4';

interface WafPackage {
  id: string;
  name: string;
  detection_mode: 'anomaly' | 'traditional';
}

/** Turns the OWASP package to high sensitivity and the WordPress group on, for every new site. */
export async function hardenZone(zoneId: string, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  // cf-codemod(waf-previous): WAF managed rules (previous) removed 2025-01-15: deploy the managed rulesets with execute rules in phase http_request_firewall_managed instead
  const res = await fetch(`${CF_API}/zones/${zoneId}/firewall/waf/packages`, { headers });
  const packages: WafPackage[] = (await res.json()).result;
  const owasp = packages.find((p) => p.detection_mode === 'anomaly');
  if (owasp) {
    // cf-codemod(waf-previous): WAF managed rules (previous) removed 2025-01-15: set the OWASP Core Ruleset's score threshold and action with overrides in phase http_request_firewall_managed
    await fetch(`${CF_API}/zones/${zoneId}/firewall/waf/packages/${owasp.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ sensitivity: 'high', action_mode: 'challenge' }),
    });
  }
  const wordpressGroup = 'de677e5818985db1285d0e80225f06e5';
  const cloudflarePackage = packages.find((p) => p.detection_mode === 'traditional')!;
  // cf-codemod(waf-previous): WAF managed rules (previous) removed 2025-01-15: rule groups became tags: turn this one on or off with a tag override in phase http_request_firewall_managed
  await fetch(`${CF_API}/zones/${zoneId}/firewall/waf/packages/${cloudflarePackage.id}/groups/${wordpressGroup}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ mode: 'on' }),
  });
}
