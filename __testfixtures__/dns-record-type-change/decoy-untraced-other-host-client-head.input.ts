import request from 'request';

const provider = request.defaults({ baseUrl: 'https://dns.example.com/client' });

export function retarget(zone: string, recordId: string, host: string, done: request.RequestCallback): void {
  provider.put({ url: `/v4/zones/${zone}/dns_records/${recordId}`, json: { type: 'CNAME', content: host } }, done);
}
