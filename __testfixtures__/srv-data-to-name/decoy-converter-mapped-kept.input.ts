// The mapped bodies are kept and handed back to the caller as well as sent: the converter's objects
// are not the request's alone, so its data stays as it is.
const CF = 'https://api.cloudflare.com/client/v4';

function asRecord(host: string, port: number) {
  return { type: 'SRV', data: { service: '_ldap', proto: '_tcp', name: host, priority: 0, weight: 0, port, target: host } };
}

export async function publishAll(zoneId: string, hosts: string[]) {
  const records = hosts.map((h) => asRecord(h, 389));
  for (const record of records) {
    await fetch(`${CF}/zones/${zoneId}/dns_records`, { method: 'POST', body: JSON.stringify(record) });
  }
  return records;
}
