import * as fs from 'fs';
import cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CF_TOKEN ?? '' });

interface Entry {
  name: string;
  type: string;
  content: string;
}

// Entries from a file sent whole only once their type is known to be the record's: no edit changes a type.
export async function sync(zone: string, file: string): Promise<void> {
  const desired: Entry[] = JSON.parse(fs.readFileSync(file, 'utf8'));
  const existing = (await cf.dnsRecords.browse(zone)).result;
  for (const want of desired) {
    const have = existing.find((r: Entry) => r.name === want.name);
    if (have && have.type === want.type && have.content !== want.content) {
      await cf.dnsRecords.edit(zone, have.id, want);
    }
  }
}

// Skipped when the types differ, then sent whole.
export async function refresh(zone: string, file: string): Promise<void> {
  const desired: Entry[] = JSON.parse(fs.readFileSync(file, 'utf8'));
  const existing = (await cf.dnsRecords.browse(zone)).result;
  for (const want of desired) {
    const have = existing.find((r: Entry) => r.name === want.name);
    if (!have || have.type !== want.type) continue;
    await cf.dnsRecords.edit(zone, have.id, want);
  }
}

// Replaced when the types differ, edited in place otherwise.
export async function apply(zone: string, file: string): Promise<void> {
  const desired: Entry[] = JSON.parse(fs.readFileSync(file, 'utf8'));
  const existing = (await cf.dnsRecords.browse(zone)).result;
  for (const want of desired) {
    const have = existing.find((r: Entry) => r.name === want.name);
    if (!have) continue;
    if (have.type !== want.type) {
      await cf.dnsRecords.del(zone, have.id);
      await cf.dnsRecords.add(zone, want);
    } else await cf.dnsRecords.edit(zone, have.id, want);
  }
}
