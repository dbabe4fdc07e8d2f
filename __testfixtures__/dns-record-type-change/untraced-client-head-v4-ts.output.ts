import request from 'request';

const dnsClient = request.defaults({ baseUrl: 'https://api.cloudflare.com/client/' });

export function retarget(zone: string, recordId: string, host: string, done: request.RequestCallback): void {
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  dnsClient.put({ url: `/v4/zones/${zone}/dns_records/${recordId}`, json: { type: 'CNAME', name: 'app', content: host } }, done);
}
