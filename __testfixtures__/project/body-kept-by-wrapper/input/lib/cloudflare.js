// Record helpers for one zone: addRemembered keeps the last record it sent, and lastService() reads
// that record's data later, so the caller's record must keep its shape.
const API = 'https://api.cloudflare.com/client/v4';
const recent = { record: undefined };

export async function addRemembered(zone, record, token) {
  recent.record = record;
  const res = await fetch(`${API}/zones/${zone}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(record),
  });
  return res.json();
}

export function lastService() {
  return recent.record.data.service;
}

export async function addPlain(zone, record, token) {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(record),
  });
  return res.json();
}
