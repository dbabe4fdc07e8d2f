import type { SrvData } from '@acme/dns-schema';

/** Mail service records: the SRV data shape comes from the shared schema package. */
export interface MailRecord {
  type: 'SRV';
  name: string;
  ttl?: number;
  data: SrvData;
}
