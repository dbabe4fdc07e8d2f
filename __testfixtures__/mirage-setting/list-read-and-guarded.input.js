// A speed panel: its list of setting ids is both what the overview reads (one row per id) and what
// the switch request accepts. The overview's read of mirage is only reported, so the entry stays for
// the switch as well: the list keeps one meaning.
const SPEED = ['rocket_loader', 'mirage', 'polish'];
const ENDPOINT = 'https://api.cloudflare.com/client/v4/zones';

export async function overview(zoneId, key) {
  const rows = [];
  for (const id of SPEED) {
    const res = await fetch(`${ENDPOINT}/${zoneId}/settings/${id}`, { headers: { Authorization: `Bearer ${key}` } });
    rows.push({ id, value: (await res.json()).result.value });
  }
  return rows;
}

export async function flip(zoneId, key, id, value) {
  if (!SPEED.includes(id)) throw new Error('not a speed setting');
  await fetch(`${ENDPOINT}/${zoneId}/settings/${id}`, { method: 'PATCH', headers: { Authorization: `Bearer ${key}` }, body: JSON.stringify({ value }) });
}
