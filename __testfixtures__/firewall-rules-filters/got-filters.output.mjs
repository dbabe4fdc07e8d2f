import got from 'got';

const api = got.extend({
  prefixUrl: 'https://api.cloudflare.com/client/v4',
  headers: { authorization: `Bearer ${process.env.CLOUDFLARE_TOKEN}` },
  responseType: 'json',
});

export async function pauseFilter(zoneId, filterId) {
  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: change the expression of the WAF custom rule (phase http_request_firewall_custom) instead
  const { body } = await api.put(`zones/${zoneId}/filters`, {
    json: [{ id: filterId, paused: true, expression: 'http.request.uri.path eq "/xmlrpc.php"' }],
  });
  return body.result;
}

export async function filterDetails(zoneId, filterId) {
  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: read the expression from the WAF custom rule (phase http_request_firewall_custom)
  return api.get(`zones/${zoneId}/filters/${filterId}`).json();
}
