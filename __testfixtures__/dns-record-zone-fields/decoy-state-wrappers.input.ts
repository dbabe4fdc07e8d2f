import { ref } from 'vue';

interface PanelRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id?: string;
  zone_name?: string;
}

interface Tenant {
  id: string;
  zone_id: string;
}

// The tenant's zone is the app's own setting; a `ref` of this file is not Vue's.
export function useTenant() {
  const tenant = ref<Tenant | null>(null);
  const box = <T>(value: T) => ({ value });
  const held = box<PanelRecord | null>(null);
  return [tenant.value?.zone_id, held.value?.zone_name];
}
