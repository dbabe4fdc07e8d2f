interface Seat {
  zone_id: string;
  locked: boolean;
}

// Counts seats of the booking service: its rows carry their own zone_id and locked.
export function seatCount(rows: Seat[]): number {
  return rows.filter((r) => r.locked && r.zone_id).length;
}
