import { computed, reactive, ref as vueRef, shallowRef } from 'vue';
import * as Vue from 'vue';

// A composable for a record table: every piece of state is typed with the record type below.
interface ZoneEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  locked?: boolean;
}

export function useZoneEntries() {
  const selected = vueRef<ZoneEntry | null>(null);
  const entries = vueRef<ZoneEntry[]>([]);
  const pinned = shallowRef<ZoneEntry | undefined>(undefined);
  const newest = computed<ZoneEntry | null>(() => entries.value[entries.value.length - 1] ?? null);
  const draft = reactive<ZoneEntry>({ id: '', type: 'A', name: '', content: '', ttl: 1, proxied: false });
  const archived = Vue.ref<Array<ZoneEntry>>([]);

  // Values kept or shown: the field is gone from responses, so these need a default.
  const selectedLocked = selected.value?.locked ?? false;
  const lockColumn = entries.value.map((e) => e.locked ?? false);
  const pinnedView = { name: pinned.value?.name, locked: pinned.value?.locked ?? false };

  function snapshot() {
    const rows: Array<[string, boolean | undefined]> = [];
    for (const e of archived.value) rows.push([e.name, e.locked ?? false]);
    return { rows, newest: newest.value?.locked ?? false, draft: draft.locked ?? false };
  }

  // Only tested for truth: undefined reads as false already.
  const canEdit = computed(() => !selected.value?.locked);
  const editable = entries.value.filter((e) => !e.locked);
  if (selected.value?.locked) console.warn('read only');

  return { selected, selectedLocked, lockColumn, pinnedView, snapshot, canEdit, editable };
}
