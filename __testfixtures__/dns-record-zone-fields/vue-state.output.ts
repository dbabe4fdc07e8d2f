import { computed, ref } from 'vue';

interface PanelRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id?: string;
  zone_name?: string;
}

// State of a record panel: the zone of a record is read off the record itself.
export function useRecordPanel() {
  const current = ref<PanelRecord | null>(null);
  const list = ref<PanelRecord[]>([]);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  const heading = computed(() => `${current.value?.name} in ${current.value?.zone_name}`);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  const zones = computed(() => new Set(list.value.map((r) => r.zone_id)));
  return { current, list, heading, zones };
}
