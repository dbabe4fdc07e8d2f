import { computed, ref } from 'vue';
import { ref as storeRef } from './local-store';

// A record type of this file, and state that is not a record, or not Vue's, or read only for truth.
interface ZoneEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  locked?: boolean;
}

interface Session {
  id: string;
  user: string;
  locked: boolean;
}

// A login session has a locked flag of its own.
export function useSession() {
  const session = ref<Session | null>(null);
  const wasLocked = session.value?.locked;
  const flags = ref<Session[]>([]);
  return { wasLocked, all: flags.value.map((s) => s.locked) };
}

// A `ref` of this file's own, not Vue's.
function holder<T>(v: T) {
  return { value: v };
}
export function useHolder() {
  const ref = <T>(v: T) => holder(v);
  const entry = ref<ZoneEntry | null>(null);
  return entry.value?.locked;
}

// A `ref` from another module.
export function useStored() {
  const entry = storeRef<ZoneEntry>({ id: '', type: 'A', name: '', content: '', ttl: 1, proxied: false });
  return entry.value.locked;
}

// Vue state of the record type whose locked is only tested for truth.
export function useBadge() {
  const current = ref<ZoneEntry | null>(null);
  const rows = ref<ZoneEntry[]>([]);
  const badge = computed(() => (current.value?.locked ? 'locked' : ''));
  const locked = rows.value.some((r) => r.locked === true) || Boolean(current.value?.locked);
  return { badge, locked };
}
