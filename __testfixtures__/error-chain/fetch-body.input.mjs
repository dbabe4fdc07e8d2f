const API = 'https://api.cloudflare.com/client/v4';

export async function createRecord(zoneId, token, record) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(record),
  });
  const body = await res.json();
  if (!body.success) {
    const [first] = body.errors;
    const detail = first.error_chain?.[0]?.message;
    const all = body.errors.flatMap((e) => e.error_chain.map((c) => c.message));
    throw new Error(`${detail || first.message} (${all.join('; ')})`);
  }
  return body.result;
}
