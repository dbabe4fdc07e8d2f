import Cloudflare from 'cloudflare';
import { loadSite } from './sites';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// `entry` holds the new DNS record, then the site this app saved (its own object, which keeps the
// zone's id and name): the zone fields are read on the site.
export async function register(siteId: string, zoneId: string, host: string) {
  let entry: any = await cf.dns.records.create({ zone_id: zoneId, type: 'CNAME', name: host, content: 'edge.example.net', ttl: 1 });
  const recordId = entry.id;
  entry = await loadSite(siteId);
  return { recordId, zone: entry.zone_name, zoneId: entry.zone_id };
}
