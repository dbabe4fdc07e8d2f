const API = 'https://api.cloudflare.com/client/v4';

async function listRecords(zone, key) {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { headers: { authorization: `Bearer ${key}` } });
  return (await res.json()).result;
}

// The let is given a second value after the id is read: the type read later may be another record's.
export async function pointAt(zone, host, address, key) {
  let record;
  try {
    const all = await listRecords(zone, key);
    record = all.find((r) => r.name === host);
  } catch (err) {
    return;
  }
  const id = record.id;
  record = { type: 'CNAME', name: host };
  const change = { type: record.type, name: record.name, content: address };
  await fetch(`${API}/zones/${zone}/dns_records/${id}`, { method: 'PATCH', headers: { authorization: `Bearer ${key}` }, body: JSON.stringify(change) });
}

// Given once, but in a loop: the id is read before the next pass writes it again.
export async function eachPass(zone, key, hosts) {
  const all = await listRecords(zone, key);
  let record;
  let id;
  for (const r of all) {
    if (record) id = record.id;
    record = r;
  }
  await fetch(`${API}/zones/${zone}/dns_records/${id}`, { method: 'PATCH', headers: { authorization: `Bearer ${key}` }, body: JSON.stringify({ type: record.type, content: hosts[0] }) });
}
