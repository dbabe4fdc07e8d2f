const CF_API = 'https://api.cloudflare.com/client/v4';

/** A record as the Cloudflare API returns it. */
type CloudflareRecord = {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxiable: boolean;
};

export async function pointTo(zoneId: string, record: CloudflareRecord, ip: string, token: string): Promise<CloudflareRecord> {
  const res = await fetch(CF_API + '/zones/' + zoneId + '/dns_records/' + record.id, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ content: ip }),
  });
  const json = await res.json();
  return json.result;
}
