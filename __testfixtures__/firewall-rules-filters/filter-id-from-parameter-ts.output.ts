const API = 'https://api.cloudflare.com/client/v4';

interface Created {
  result: Array<{ id: string }>;
}

// Makes the filter for the staging hosts; the caller keeps the answer.
export async function makeStagingFilter(zone: string, token: string): Promise<Created> {
  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: put the expression in a WAF custom rule (phase http_request_firewall_custom); filters no longer exist
  const created = await fetch(`${API}/zones/${zone}/filters`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify([{ expression: 'http.host eq "staging.example.net"', description: 'staging' }]),
  });
  return (await created.json()) as Created;
}

// Blocks with a filter the caller made earlier, maybe another one than the staging filter.
export async function blockWith(zone: string, token: string, created: Created): Promise<void> {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: create this as a WAF custom rule (Rulesets API, phase http_request_firewall_custom)
  await fetch(`${API}/zones/${zone}/firewall/rules`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify([{ filter: { id: created.result[0].id }, action: 'block' }]),
  });
}
