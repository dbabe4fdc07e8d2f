export interface Row {
  id: string
  type: string
  name: string
  content: string
  ttl: number
  zone_id: string
}
