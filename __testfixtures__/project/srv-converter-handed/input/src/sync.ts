import { toCfRecord, type HostEntry } from './records';

const CF = 'https://api.cloudflare.com/client/v4';

// Publishes the inventory: every entry converted, then created one after the other.
export async function publish(zone: string, token: string, entries: HostEntry[]) {
  const records = entries.map(toCfRecord);
  for (const record of records) {
    await fetch(`${CF}/zones/${zone}/dns_records`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
    });
  }
}
