import request from 'request';

const dnsClient = request.defaults({ baseUrl: 'https://api.cloudflare.com/client/' });

export function retarget(zone: string, recordId: string, host: string, done: request.RequestCallback): void {
  dnsClient.put({ url: `/v4/zones/${zone}/dns_records/${recordId}`, json: { type: 'CNAME', name: 'app', content: host } }, done);
}
