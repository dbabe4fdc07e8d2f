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
      await cf.dnsRecords.edit(zone, have.id, want);
    }
  }
}
