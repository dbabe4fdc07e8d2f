const CF = 'https://api.cloudflare.com/client/v4';
const APP = 'https://config.example.com/v1';

// Another service's settings, walked the same way.
export async function appSettings(projectId) {
  const res = await fetch(`${APP}/projects/${projectId}/settings`);
  const { result } = await res.json();
  const byId = {};
  for (const [, s] of Object.entries(result)) byId[s.id] = s.value;
  return byId.brotli;
}

// The keys of the batch answer are its indexes, not the settings' ids.
export async function indexes(zoneId, token) {
  const res = await fetch(`${CF}/zones/${zoneId}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  return Object.keys(result).filter((k) => k === 'brotli');
}

// A pair kept whole: its first half is an index.
export async function pairs(zoneId, token) {
  const res = await fetch(`${CF}/zones/${zoneId}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  return Object.entries(result).filter(([i]) => i === 'brotli');
}
