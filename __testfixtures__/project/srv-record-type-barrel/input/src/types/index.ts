// Public types of the DNS toolkit, re-exported from where they are declared.
export type { SrvRecord } from './srv';
