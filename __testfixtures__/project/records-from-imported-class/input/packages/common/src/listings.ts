/** A server listed on the panel (not a DNS record). */
export interface PanelListing {
  id: string;
  label: string;
  data: { name: string; service: string; port: number };
}
