// The same converter, its records posted to a backup host and logged, never to Cloudflare: left alone.
interface Entry {
  host: string;
}

function toRecord(e: Entry) {
  return { type: 'SRV', data: { service: '_sip', proto: '_tcp', name: e.host, priority: 1, weight: 1, port: 5060, target: e.host } };
}

export async function backup(e: Entry) {
  await fetch('https://backup.example.org/zones/z/dns_records', { method: 'POST', body: JSON.stringify(toRecord(e)) });
  console.log(toRecord(e));
}
