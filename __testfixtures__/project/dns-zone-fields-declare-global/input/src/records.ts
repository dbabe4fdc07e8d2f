// A module that puts the record entry in the global scope for the rest of the app.
declare global {
  interface ZoneRecordEntry {
    id: string;
    name: string;
    zone_id: string;
    zone_name: string;
  }
}

export const RECORDS_PER_PAGE = 100;
