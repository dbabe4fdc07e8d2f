/** The panel's own record type: a private app publishes nothing, so the members go. */
export interface PanelRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
}
