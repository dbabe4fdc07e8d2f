// Public types of the DNS toolkit, re-exported from where they are declared.
// cf-codemod(srv-data-to-name): SrvRecord, whose SRV bodies were migrated in ../dns/publish.ts, is not declared in this module: make its data.service/proto/name optional where it is
export type { SrvRecord } from './srv';
