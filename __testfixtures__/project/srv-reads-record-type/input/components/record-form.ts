import type { DnsRecord } from '../lib/types';

export interface FormValues {
  service: string;
  proto: string;
  port: number;
  order: string;
}

export function valuesOf(editRecord: DnsRecord): FormValues {
  const values: FormValues = { service: '', proto: '_tcp', port: 0, order: '' };
  const d = editRecord.data as Record<string, string> | undefined;
  if (!d) return values;
  switch (editRecord.type) {
    case 'NAPTR':
      values.order = d.order ?? '';
      values.service = d.service ?? '';
      break;
    case 'SRV':
      values.service = d.service ?? '';
      values.proto = d.proto ?? '_tcp';
      values.port = Number(d.port ?? 0);
      break;
  }
  return values;
}

export function label(rec: DnsRecord): string {
  return rec.type === 'SRV' ? `${rec.data?.service}.${rec.data?.proto}` : rec.name;
}
