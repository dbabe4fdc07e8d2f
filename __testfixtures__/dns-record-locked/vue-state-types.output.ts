import { ref, watch, type ComputedRef, type Ref } from 'vue';
import type { Writable } from 'svelte/store';
import { get } from 'svelte/store';

// Record state handed to helpers by its Vue or Svelte type.
type Entry = {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
  locked?: boolean;
};

export function exportLocks(rows: Ref<Entry[]>, current: ComputedRef<Entry | undefined>) {
  return { all: rows.value.map((r) => r.locked ?? false), current: current.value?.locked ?? false };
}

export function lockOf(store: Writable<Entry | null>) {
  const entry = get(store);
  return entry?.locked ?? false;
}

export function useSelection() {
  const chosen: Ref<Entry | null> = ref(null);
  watch(chosen, () => console.log(chosen.value?.name, chosen.value?.locked ?? false));
  // Only tested for truth.
  return () => (chosen.value?.locked ? 'frozen' : 'open');
}
