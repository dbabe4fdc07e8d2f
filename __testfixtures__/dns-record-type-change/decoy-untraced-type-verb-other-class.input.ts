// Two classes name their field alike: one posts with its own, the other keeps values under a path.
export class Notices {
  constructor(private conn: any) {}

  async announce(entry: string): Promise<unknown> {
    return this.conn.post('notices', { entry });
  }
}

export class Shelf {
  constructor(private conn: any) {}

  keep(z: string, id: string, type: string): void {
    this.conn.put(`/zones/${z}/dns_records/${id}`, { type });
  }
}
