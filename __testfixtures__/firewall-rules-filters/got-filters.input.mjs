import got from 'got';

const api = got.extend({
  prefixUrl: 'https://api.cloudflare.com/client/v4',
  headers: { authorization: `Bearer ${process.env.CLOUDFLARE_TOKEN}` },
  responseType: 'json',
});

export async function pauseFilter(zoneId, filterId) {
  const { body } = await api.put(`zones/${zoneId}/filters`, {
    json: [{ id: filterId, paused: true, expression: 'http.request.uri.path eq "/xmlrpc.php"' }],
  });
  return body.result;
}

export async function filterDetails(zoneId, filterId) {
  return api.get(`zones/${zoneId}/filters/${filterId}`).json();
}
