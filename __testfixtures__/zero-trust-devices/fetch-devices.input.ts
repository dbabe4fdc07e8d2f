const CF = 'https://api.cloudflare.com/client/v4';

interface Device {
  id: string;
  name: string;
  last_seen: string;
}

export async function staleDevices(accountId: string, token: string, days = 30): Promise<Device[]> {
  const res = await fetch(`${CF}/accounts/${accountId}/devices`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: Device[] };
  const cutoff = Date.now() - days * 86400000;
  return result.filter((d) => Date.parse(d.last_seen) < cutoff);
}

export async function revoke(accountId: string, token: string, ids: string[]) {
  await fetch(`${CF}/accounts/${accountId}/devices/revoke`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(ids),
  });
}

export async function devicePolicy(accountId: string, token: string) {
  const res = await fetch(`${CF}/accounts/${accountId}/devices/policy`, { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}
