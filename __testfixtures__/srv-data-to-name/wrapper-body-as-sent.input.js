// The helper sends the record its caller writes as it is: the caller's literal is the body.
const CF_API = 'https://api.cloudflare.com/client/v4';

async function createRecord(url, record, token) {
  const res = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(record) });
  return res.json();
}

export function addLdap(zone, host, token) {
  return createRecord(`${CF_API}/zones/${zone}/dns_records`, { type: 'SRV', data: { service: '_ldap', proto: '_tcp', name: host, priority: 0, weight: 5, port: 389, target: host } }, token);
}
