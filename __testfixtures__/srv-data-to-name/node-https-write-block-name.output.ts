// The audit line goes to a stream of the same name inside a block; the request gets one body.
import * as https from 'https';
import * as fs from 'fs';

export function addXmpp(zoneId: string, token: string, domain: string): void {
  const req = https.request({ hostname: 'api.cloudflare.com', path: `/client/v4/zones/${zoneId}/dns_records`, method: 'POST', headers: { Authorization: `Bearer ${token}` } }, (res) => res.resume());
  {
    const req = fs.createWriteStream('dns-audit.log', { flags: 'a' });
    req.write(`adding xmpp SRV for ${domain}\n`);
    req.end();
  }
  req.write(JSON.stringify({ type: 'SRV', name: `_xmpp-client._tcp.${domain}`, data: { priority: 5, weight: 0, port: 5222, target: `chat.${domain}` } }));
  req.end();
}
