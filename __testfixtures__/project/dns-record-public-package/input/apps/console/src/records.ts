/** A record as the console's table shows it. */
export interface ConsoleRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  locked: boolean;
  zone_id: string;
}
