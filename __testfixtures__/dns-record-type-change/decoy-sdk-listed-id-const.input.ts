import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// The record is found by a list filtered on SRV and updated with an SRV body: its type cannot change.
export async function publishGameServer(zoneId: string, host: string, port: number) {
  const body = {
    type: 'SRV',
    name: '_game._udp.play',
    data: { priority: 0, weight: 5, port, target: host },
    zone_id: zoneId,
  } as unknown as Cloudflare.DNS.Records.RecordCreateParams;
  const found = await cf.dns.records.list({ zone_id: zoneId, type: 'SRV', comment: { exact: 'game' } });
  let done;
  if (found.result.length > 0) {
    const existingId = found.result[0].id!;
    done = cf.dns.records.edit(existingId, body);
  } else {
    done = cf.dns.records.create(body);
  }
  return await done;
}
