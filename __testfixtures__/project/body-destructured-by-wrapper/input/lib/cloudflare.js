// Record helpers for one zone: addChecked takes the record's data apart to look at the service first.
const API = 'https://api.cloudflare.com/client/v4';

export async function addChecked(zone, record, token) {
  const { data } = record;
  if (!data.service.startsWith('_')) throw new Error(`bad service ${data.service}`);
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
