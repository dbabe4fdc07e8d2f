const CF_API = 'https://api.cloudflare.com/client/v4';

export async function throttleLogin(zoneId: string, token: string) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: create a rate limiting rule in phase http_ratelimit instead
  const res = await fetch(`${CF_API}/zones/${zoneId}/rate_limits`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      description: 'login brute force',
      match: {
        request: { url: '*.example.com/api/login*', methods: ['POST'], schemes: ['HTTPS'] },
      },
      threshold: 5,
      period: 60,
      action: {
        mode: 'ban',
        timeout: 600,
        response: { content_type: 'application/json', body: '{"error":"slow down"}' },
      },
    }),
  });
  const json = await res.json();
  if (!json.success) throw new Error(json.errors.map((e: { message: string }) => e.message).join(', '));
  return json.result.id as string;
}

export async function dropLimit(zoneId: string, id: string, token: string) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: delete the rate limiting rule from the http_ratelimit phase entrypoint ruleset
  await fetch(CF_API + '/zones/' + zoneId + '/rate_limits/' + id, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
}
