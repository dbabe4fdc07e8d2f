const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}` };

async function listHosts(zone) {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { headers });
  return (await res.json()).result;
}

// The record a caller passes: each one it listed. Its id and its type travel together.
async function repoint(zone, entry, address) {
  await fetch(`${API}/zones/${zone}/dns_records/${entry.id}`, { method: 'PUT', headers, body: JSON.stringify({ type: entry.type, name: entry.name, content: address }) });
}

async function refreshAll(zone, address) {
  for (const host of await listHosts(zone)) await repoint(zone, host, address);
}

// The element of a callback over the list, after a filter.
async function viaCallbacks(zone, address) {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { headers });
  const body = await res.json();
  await Promise.all(body.result.filter((x) => x.name.endsWith('.lan')).map((x) =>
    fetch(`${API}/zones/${zone}/dns_records/${x.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: x.type, content: address }) })));
}

// The answer a .then callback is handed, walked by forEach.
function viaThen(zone, address) {
  return fetch(`${API}/zones/${zone}/dns_records`, { headers }).then((r) => r.json()).then((page) => {
    page.result.forEach((item) => {
      fetch(`${API}/zones/${zone}/dns_records/${item.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: item.type, content: address }) });
    });
  });
}

module.exports = { refreshAll, viaCallbacks, viaThen };
