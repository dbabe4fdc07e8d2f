import request from 'request';

const dnsClient = request.defaults({ baseUrl: 'https://api.cloudflare.com/client/' });

export function retarget(zone: string, recordId: string, host: string, done: request.RequestCallback): void {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  dnsClient.put({ url: `/v4/zones/${zone}/dns_records/${recordId}`, json: { type: 'CNAME', name: 'app', content: host } }, done);
}
