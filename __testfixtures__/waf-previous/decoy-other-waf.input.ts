import axios from 'axios';

const CF = 'https://api.cloudflare.com/client/v4';

// Other WAFs and the new Cloudflare WAF: nothing here uses the previous managed rules.
export async function other(zoneId: string, token: string) {
  // AWS WAF-like internal gateway and an app route of ours
  await axios.get('https://waf.internal.example.com/firewall/waf/packages');
  await fetch(`/api/zones/${zoneId}/firewall/waf/overrides`);
  // The replacement: managed rulesets on the Rulesets API
  await fetch(`${CF}/zones/${zoneId}/rulesets/phases/http_request_firewall_managed/entrypoint`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return axios.get(`${CF}/zones/${zoneId}/rulesets?kind=managed`, { headers: { Authorization: `Bearer ${token}` } });
}
