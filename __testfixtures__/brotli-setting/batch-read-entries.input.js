const CF = 'https://api.cloudflare.com/client/v4';

// The batch answer walked as [index, setting] pairs: each setting is still read by its id.
export async function compressed(zoneId, token) {
  const res = await fetch(`${CF}/zones/${zoneId}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  const byId = {};
  for (const [, s] of Object.entries(result)) byId[s.id] = s.value;
  return byId.brotli === 'on';
}

export async function report(zoneId, token) {
  const res = await fetch(`${CF}/zones/${zoneId}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const data = await res.json();
  const lines = [];
  Object.entries(data.result).forEach(([i, setting]) => {
    if (setting.id === 'brotli') lines.push(`${i}: ${setting.value}`);
  });
  for (const s of Object.values(data.result)) {
    if (s.id === 'brotli') lines.push(String(s.value));
  }
  return lines;
}
