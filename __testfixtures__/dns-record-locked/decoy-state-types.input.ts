import type { Ref } from 'vue';

type Entry = {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
  locked?: boolean;
};

type Door = { id: string; locked: boolean };

// A door's lock is its own; a `Writable` of this file's own is no Svelte store.
export function doorLock(door: Ref<Door | null>) {
  return door.value?.locked;
}

interface Writable<T> {
  value: T;
  set(v: T): void;
}
export function draftLock(draft: Writable<Entry>) {
  return draft.value.locked;
}
