import * as fs from 'fs';
import cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CF_TOKEN ?? '' });

interface Entry {
  name: string;
  type: string;
  content: string;
}

// Entries from a file, each sent whole when its type or content differs from the record's.
export async function sync(zone: string, file: string): Promise<void> {
  const desired: Entry[] = JSON.parse(fs.readFileSync(file, 'utf8'));
  const existing = (await cf.dnsRecords.browse(zone)).result;
  for (const want of desired) {
    const have = existing.find((r: Entry) => r.name === want.name);
    if (have && (have.type !== want.type || have.content !== want.content)) {
      // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if want.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
      await cf.dnsRecords.edit(zone, have.id, want);
    }
  }
}
