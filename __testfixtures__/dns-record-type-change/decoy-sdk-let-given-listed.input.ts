import Cloudflare from 'cloudflare';

const api = new Cloudflare({ apiToken: process.env.API_TOKEN });

// The AAAA record of a host is searched page by page; the one kept is an AAAA record.
export async function moveHost(zone: string, host: string, address: string) {
  let match: Cloudflare.DNS.Records.Record | undefined = undefined;
  for await (const entry of api.dns.records.list({ zone_id: zone, type: 'AAAA', name: host as any })) {
    if (entry.name === host) {
      match = entry;
      break;
    }
  }
  if (match) {
    await api.dns.records.update(match.id, { zone_id: zone, type: 'AAAA', name: host, content: address } as any);
  }
}

// Kept with no start value, from TXT records picked out of a page.
export async function rewriteNote(zone: string, host: string, note: string) {
  let kept;
  const page = await api.dns.records.list({ zone_id: zone, name: host as any });
  for (const entry of page.result.filter((r) => r.type === 'TXT')) {
    if (entry.content?.startsWith('note=')) kept = entry;
  }
  if (!kept) return;
  await api.dns.records.edit(kept.id, { zone_id: zone, type: 'TXT', content: `note=${note}` } as any);
}
