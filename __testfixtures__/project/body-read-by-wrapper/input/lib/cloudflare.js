// Record helpers for one zone: addChecked looks at the service before it sends the record.
const API = 'https://api.cloudflare.com/client/v4';

export async function addChecked(zone, record, token) {
  if (!record.data.service.startsWith('_')) throw new Error(`bad service ${record.data.service}`);
  const res = await fetch(`${API}/zones/${zone}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(record),
  });
  return res.json();
}

export async function addPlain(zone, record, token) {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(record),
  });
  return res.json();
}
