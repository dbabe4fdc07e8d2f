// The record shape of the previous provider's export format, kept for the importer of old backups.
export type SipRecord = {
  type: string;
  data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string };
};
