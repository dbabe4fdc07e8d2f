// Published: users outside the repository may read zone_id and zone_name.
export interface PublishedRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
  zone_name: string;
}
