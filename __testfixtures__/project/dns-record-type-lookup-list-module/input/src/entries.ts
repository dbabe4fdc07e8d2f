import axios from 'axios';

const API = 'https://api.cloudflare.com/client/v4';

// Hands out the whole list: the caller picks the record out of it.
export async function listEntries(token: string, zone: string, kind: string, host: string) {
  const res = await axios.get(`${API}/zones/${zone}/dns_records`, {
    params: { type: kind, name: host },
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.data.result;
}

// No type filter: records of any type come back.
export async function listByName(token: string, zone: string, host: string) {
  const res = await axios.get(`${API}/zones/${zone}/dns_records`, { params: { name: host }, headers: { Authorization: `Bearer ${token}` } });
  return res.data.result;
}

export async function overwrite(token: string, zone: string, entryId: string, kind: string, host: string, value: string) {
  await axios.put(`${API}/zones/${zone}/dns_records/${entryId}`, { type: kind, name: host, content: value, ttl: 1 }, { headers: { Authorization: `Bearer ${token}` } });
}

export async function overwriteAny(token: string, zone: string, entryId: string, kind: string, value: string) {
  await axios.patch(`${API}/zones/${zone}/dns_records/${entryId}`, { type: kind, content: value }, { headers: { Authorization: `Bearer ${token}` } });
}

export async function overwriteLoose(token: string, zone: string, entryId: string, kind: string, value: string) {
  await axios.patch(`${API}/zones/${zone}/dns_records/${entryId}`, { type: kind, content: value }, { headers: { Authorization: `Bearer ${token}` } });
}

export async function overwriteOther(token: string, zone: string, entryId: string, kind: string, value: string) {
  await axios.patch(`${API}/zones/${zone}/dns_records/${entryId}`, { type: kind, content: value }, { headers: { Authorization: `Bearer ${token}` } });
}
