const API_ROOT = 'https://api.cloudflare.com/client/v4';

type Grouping = 'industry' | 'vertical' | 'location';

// Turns away only one of the two retired groupings.
async function leaders(grouping: Grouping, token: string) {
  if (grouping === 'industry') return undefined;
  const res = await fetch(`${API_ROOT}/radar/attacks/layer3/top/${grouping}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}

// Only logs: the request is still sent for either value.
async function noisyLeaders(grouping: Grouping, token: string) {
  if (grouping === 'industry' || grouping === 'vertical') console.warn('retired grouping', grouping);
  const res = await fetch(`${API_ROOT}/radar/attacks/layer3/top/${grouping}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}

export async function dashboard(token: string) {
  const skipped = await leaders('industry', token);
  // cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/vertical
  const sent = await leaders('vertical', token);
  const places = await leaders('location', token);
  // cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/industry
  const a = await noisyLeaders('industry', token);
  // cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/vertical
  const b = await noisyLeaders('vertical', token);
  return [skipped, sent, places, a, b];
}

// The URL is made in a function the guard is in, and sent by its caller.
function leadersUrl(grouping: Grouping): string {
  if (grouping === 'vertical') throw new Error(`retired: ${grouping}`);
  return `${API_ROOT}/radar/attacks/layer3/top/${grouping}`;
}

export async function byUrl(token: string) {
  await fetch(leadersUrl('vertical'), { headers: { Authorization: `Bearer ${token}` } });
  // cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/industry
  await fetch(leadersUrl('industry'), { headers: { Authorization: `Bearer ${token}` } });
}
