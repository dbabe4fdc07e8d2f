const API = 'https://api.cloudflare.com/client/v4';

// The spread only carries content and ttl: the record keeps its type.
export async function refresh(zone, current, ip, token) {
  const changes = { content: ip, ttl: 300 };
  await fetch(`${API}/zones/${zone}/dns_records/${current.id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: current.type, name: current.name, ...changes }),
  });
}

// The caller's changes may carry a type (it is read below).
export async function apply(zone, current, changes, token) {
  if (changes.type) console.log('retyping to', changes.type);
  await fetch(`${API}/zones/${zone}/dns_records/${current.id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: current.type, ...changes }),
  });
}
