import { hostRecords, lastPicked } from './host-records';

const CF = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CF_TOKEN}` };

// Falls back to the first record of the host when told to: that one may be of any kind.
export async function refreshFirst(zone: string, host: string, kind: string, value: string, force: boolean) {
  const list = await hostRecords(zone, host);
  let chosen = list.find((rec) => rec.type === kind);
  if (!chosen) chosen = list.find((rec) => rec.type === kind && rec.proxied);
  if (!chosen && force) [chosen] = list;
  if (!chosen) return;
  await fetch(`${CF}/zones/${zone}/dns_records/${chosen.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ type: kind, content: value }),
  });
}

// The fallback takes whatever a lookup object holds.
export async function refreshHeld(zone: string, host: string, kind: string, value: string) {
  const list = await hostRecords(zone, host);
  const held = await lastPicked(host);
  let chosen = list.find((rec) => rec.type === kind);
  if (!chosen) chosen = list.find((rec) => rec.type === kind && rec.proxied);
  if (!chosen) ({ chosen } = held);
  if (!chosen) return;
  await fetch(`${CF}/zones/${zone}/dns_records/${chosen.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ type: kind, content: value }),
  });
}

// Walks the host's records by name: the last one walked is of any kind.
export async function walkHost(zone: string, host: string, kind: string, value: string) {
  const list = await hostRecords(zone, host);
  let chosen = list.find((rec) => rec.type === kind);
  if (!chosen) chosen = list.find((rec) => rec.type === kind && rec.proxied);
  for (chosen of list) if (chosen!.name === host) break;
  await fetch(`${CF}/zones/${zone}/dns_records/${chosen!.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ type: kind, content: value }),
  });
}
