import Cloudflare from 'cloudflare';

const api = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// The app's own rows point at records: the record's id is kept under another name.
export async function prune(rows: Array<{ record_id: string; zone_id: string }>) {
  for (const row of rows) {
    await api.dns.records.delete(row.record_id, { zone_id: row.zone_id });
  }
}

// The zone comes from the zone object, the id from the record.
export async function remove(zone: { id: string; zone_id: string }, rec: { id: string }) {
  await api.dns.records.delete(rec.id, { zone_id: zone.id });
  await fetch(`https://api.cloudflare.com/client/v4/zones/${zone.zone_id}/dns_records/${rec.id}`, { method: 'DELETE' });
}

// A job keeps the zone under a name of its own.
export async function retry(job: { id: string; zoneId: string }) {
  await api.dns.records.delete(job.id, { zone_id: job.zoneId });
}
