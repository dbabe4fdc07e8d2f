import type { CreateDNSRecord } from './types';

// The zone picker fills zone_name: the form's own value.
export function zoneLabel(data: CreateDNSRecord): string {
  return `${data.name} in ${data.zone_name ?? 'no zone'}`;
}
