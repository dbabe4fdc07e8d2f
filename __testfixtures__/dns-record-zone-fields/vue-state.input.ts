import { computed, ref } from 'vue';

interface PanelRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
  zone_name: string;
}

// State of a record panel: the zone of a record is read off the record itself.
export function useRecordPanel() {
  const current = ref<PanelRecord | null>(null);
  const list = ref<PanelRecord[]>([]);
  const heading = computed(() => `${current.value?.name} in ${current.value?.zone_name}`);
  const zones = computed(() => new Set(list.value.map((r) => r.zone_id)));
  return { current, list, heading, zones };
}
