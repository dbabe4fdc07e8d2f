const API = 'https://api.cloudflare.com/client/v4';

// Also called with a zone setting, which has its own `locked`.
function frozen(item: { locked?: boolean }): boolean {
  return item.locked === false;
}

// Exported: other callers may pass anything.
export function lockedOf(record: any) {
  return record.locked;
}

export async function audit(zoneId: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers });
  const { result } = await res.json();
  const setting = { id: 'dns_lock', locked: true };
  return [frozen(setting), ...result.map((r: any) => frozen(r) || lockedOf(r))];
}

// Records of another host's API handed to a function of the file.
export async function mirror(zoneId: string) {
  const res = await fetch(`https://dns.example.net/v1/zones/${zoneId}/records`);
  const { records } = await res.json();
  return pinned(records);
}

function pinned(list: Array<{ locked: boolean }>) {
  return list.map((x) => x.locked === false);
}
