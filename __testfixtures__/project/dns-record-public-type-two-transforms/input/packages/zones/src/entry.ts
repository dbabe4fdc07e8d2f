/** One record as the zone listing returns it: locked and the zone fields are edited by two transforms. */
export interface ZoneRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  locked: boolean;
  zone_id: string;
  zone_name: string;
  created_on: string;
}

/** The same record as the audit export keeps it, a type alias with a note on each member. */
export type AuditRow = {
  /** The record's identifier. */
  id: string;
  /** A, AAAA, CNAME, … */
  type: string;
  name: string;
  content: string;
  /** Seconds; 1 is automatic. */
  ttl: number;
  proxied: boolean;
  locked: boolean;
  zone_id: string;
  zone_name: string;
  created_on: string;
  meta: {
    auto_added: boolean;
    source: string;
  };
};
