import type { DnsRecord } from './index';

/** Names of the records the dashboard shows with a padlock. */
export function padlocked(records: DnsRecord[]): string[] {
  return records.filter((record) => record.locked).map((record) => record.name);
}
