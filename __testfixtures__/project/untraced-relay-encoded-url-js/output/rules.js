// A relay that forwards any URL it is given: the request still reaches the API host.
function viaRelay(target) {
  return fetch('https://relay.example.net/forward?to=' + target);
}

export async function listRules(zone) {
  // cf-codemod(firewall-rules-filters): /zones/:zone_id/firewall/rules is written here, but its request is not traced to a Cloudflare client: WAF custom rules: Rulesets API, phase http_request_firewall_custom
  const res = await viaRelay(encodeURIComponent(`https://api.cloudflare.com/client/v4/zones/${zone}/firewall/rules`));
  return res.json();
}
