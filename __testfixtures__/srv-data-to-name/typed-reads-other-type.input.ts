// Voice records are published with one type and listed back with another.
const CF_API = 'https://api.cloudflare.com/client/v4';

interface VoiceSrvBody {
  type: 'SRV';
  data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string };
}

/** What the inventory stores: its data.name is the host it belongs to, not a DNS field. */
interface InventoryEntry {
  data: { service: string; proto: string; name: string };
}

export async function publishVoice(zoneId: string, token: string, host: string) {
  const body: VoiceSrvBody = {
    type: 'SRV',
    data: { service: '_sip', proto: '_tcp', name: host, priority: 1, weight: 10, port: 5060, target: `voice.${host}` },
  };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
}

export function ownerOf(entry: InventoryEntry): string {
  return entry.data.name;
}

export function labelOf(body: VoiceSrvBody): number {
  return body.data.port;
}
