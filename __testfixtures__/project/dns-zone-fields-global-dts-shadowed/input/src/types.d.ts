// A global declaration the sync below does not read: it declares and imports its own.
declare interface ListedEntry {
  id: string;
  name: string;
  zone_id: string;
  zone_name: string;
}

declare interface PageEntry {
  id: string;
  name: string;
  zone_id: string;
  zone_name: string;
}
