// A zone summary, not a DNS record: its fields go where strings and booleans are required.
export interface ZoneSummary {
  zone_id: string;
  zone_name: string;
  locked: boolean;
}

export function summaryTitle(summary: ZoneSummary): string {
  return summary.zone_name;
}

export function summaryLocked(summary: ZoneSummary): boolean {
  return summary.locked;
}
