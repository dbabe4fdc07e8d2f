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
      // cf-codemod(srv-data-to-name): SRV data.service is no longer returned: derive it from the record's name (name.split('.')[0])
      values.service = d.service ?? '';
      // cf-codemod(srv-data-to-name): SRV data.proto is no longer returned: derive it from the record's name (name.split('.')[1])
      values.proto = d.proto ?? '_tcp';
      values.port = Number(d.port ?? 0);
      break;
  }
  return values;
}

export function label(rec: DnsRecord): string {
  // cf-codemod(srv-data-to-name): SRV data.service is no longer returned: derive it from the record's name (name.split('.')[0])
  // cf-codemod(srv-data-to-name): SRV data.proto is no longer returned: derive it from the record's name (name.split('.')[1])
  return rec.type === 'SRV' ? `${rec.data?.service}.${rec.data?.proto}` : rec.name;
}
