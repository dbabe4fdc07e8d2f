// Small HTTP helpers shared by the app: they send whatever URL they are given.
export async function sendJson(url, method, payload, token) {
  const res = await fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return res.json();
}

export async function getChild(url, token) {
  const res = await fetch(`${url}/children`, { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}
