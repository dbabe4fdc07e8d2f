export interface Host {
  id: string
  name: string
  type: string
  content: string
  zone_id: string
  ttl: number
}
