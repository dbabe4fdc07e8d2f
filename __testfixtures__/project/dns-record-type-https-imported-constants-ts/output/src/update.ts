import https from 'https';
import { API_HOST, API_ROOT } from './endpoint';

// Puts a new address on a record found by its name alone: its type may not be A.
export function putAddress(token: string, zone: string, id: string, host: string, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    const req = https.request(
      { host: API_HOST, path: `${API_ROOT}zones/${zone}/dns_records/${id}`, method: 'PUT', headers: { Authorization: `Bearer ${token}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve());
      },
    );
    req.on('error', reject);
    req.write(JSON.stringify({ type: 'A', name: host, content: address, ttl: 1 }));
    req.end();
  });
}
