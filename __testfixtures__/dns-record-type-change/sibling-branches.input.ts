const API = 'https://api.cloudflare.com/client/v4';

interface Change {
  zone: string;
  id?: string;
  kind: string;
  value: string;
}

export async function save(change: Change, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  if (change.id === undefined) {
    const payload = { type: change.kind, content: change.value };
    return fetch(`${API}/zones/${change.zone}/dns_records`, { method: 'POST', headers, body: JSON.stringify(payload) });
  } else {
    const payload = { type: change.kind, content: change.value };
    return fetch(`${API}/zones/${change.zone}/dns_records/${change.id}`, { method: 'PATCH', headers, body: JSON.stringify(payload) });
  }
}
