const API_ROOT = 'https://api.cloudflare.com/client/v4';

type Grouping = 'industry' | 'vertical' | 'location';

async function leaders(grouping: Grouping, token: string) {
  if (grouping === 'industry' || grouping === 'vertical') {
    return undefined;
  }
  const res = await fetch(`${API_ROOT}/radar/attacks/layer3/top/${grouping}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}

export async function dashboard(token: string) {
  const first = await leaders('industry', token);
  const second = await leaders('vertical', token);
  return [first, second];
}

// The URL is made in a function the guard is in, and sent by its caller.
function leadersUrl(grouping: Grouping): string {
  if (grouping === 'industry' || grouping === 'vertical') throw new Error(`retired: ${grouping}`);
  return `${API_ROOT}/radar/attacks/layer3/top/${grouping}`;
}

export const retired = (token: string) => fetch(leadersUrl('vertical'), { headers: { Authorization: `Bearer ${token}` } });
