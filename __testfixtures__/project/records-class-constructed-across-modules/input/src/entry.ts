export class Entry {
  readonly zone: string;
  readonly locked: boolean;
  constructor(readonly owner: unknown, raw: { zone_id: string; locked?: boolean }) {
    this.zone = raw.zone_id;
    this.locked = raw.locked;
  }
}

export class Pinned {
  readonly zone: string;
  readonly locked: boolean;
  constructor(raw: { zone_id: string; locked?: boolean }) {
    this.zone = raw.zone_id;
    this.locked = raw.locked;
  }
}
