// Two functions each take a `client`: the billing report's is typed with a class that talks to another
// host; the cleanup's is whatever its caller hands over, so its firewall path stays unknown.
class BillingApi {
  async get(path: string): Promise<unknown> {
    const res = await fetch(`https://billing.example.net/v2${path}`);
    return res.json();
  }
}

export async function monthlyReport(client: BillingApi, month: string): Promise<unknown> {
  return client.get(`/reports/${month}`);
}

export async function clearRules(client, zoneId: string): Promise<void> {
  // cf-codemod(firewall-rules-filters): /zones/:zone_id/firewall/rules is written here, but its request is not traced to a Cloudflare client: WAF custom rules: Rulesets API, phase http_request_firewall_custom
  await client.delete(`/zones/${zoneId}/firewall/rules`);
}
