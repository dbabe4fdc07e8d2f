// The pages the app lists: an entry imported by name, so the global PageEntry is not the one read.
export interface PageEntry {
  id: string;
  name: string;
}
