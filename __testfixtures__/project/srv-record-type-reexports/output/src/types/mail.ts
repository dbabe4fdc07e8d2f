import type { SrvData } from '@acme/dns-schema';

/** Mail service records: the SRV data shape comes from the shared schema package. */
// cf-codemod(srv-data-to-name): SrvData (from '@acme/dns-schema') must stop requiring service/proto/name: make them optional there
export interface MailRecord {
  type: 'SRV';
  name: string;
  ttl?: number;
  data: SrvData;
}
