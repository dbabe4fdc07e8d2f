const API_ROOT = 'https://api.cloudflare.com/client/v4';

async function cfPatch(path, payload) {
  const res = await fetch(API_ROOT + path, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer ' + process.env.CF_TOKEN },
    body: JSON.stringify(payload || {}),
  });
  return res.json();
}

export function moveRecord(zone, recordId, kind, value) {
  return cfPatch(`/zones/${zone}/dns_records/${recordId}`, { type: kind, content: value });
}
