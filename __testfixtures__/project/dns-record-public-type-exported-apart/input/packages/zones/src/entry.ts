/** One zone entry as the listing returns it. */
interface ZoneEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  zone_id: string;
}

/** The same entry, as the audit log keeps it. */
interface AuditEntry {
  id: string,
  type: string,
  name: string,
  content: string,
  ttl: number,
  proxied: boolean,
  zone_id: string,
}

export { ZoneEntry };
export type { AuditEntry };
