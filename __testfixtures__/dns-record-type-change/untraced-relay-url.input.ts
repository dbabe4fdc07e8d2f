const FORWARDER = 'https://forward.example.com/?to=';

// Every request goes through a CORS forwarder: the URL fetched is the forwarder's, the Cloudflare one is encoded into it.
export async function saveRecord(token: string, zone: string, id: string, form: { kind: string; host: string; value: string }) {
  const payload = { type: form.kind, name: form.host, content: form.value, ttl: 1 };
  const res = await fetch(FORWARDER + encodeURIComponent(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records/${id}`), {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(payload),
  });
  return res.json();
}
