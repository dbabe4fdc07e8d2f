// Two classes name their field alike: one posts with its own, the other keeps values under a path.
export class Notices {
  constructor(conn) {
    this.conn = conn;
  }

  async announce(entry) {
    return this.conn.post('notices', { entry });
  }
}

export class Shelf {
  constructor(conn) {
    this.conn = conn;
  }

  keep(z, id, type) {
    this.conn.put(`/zones/${z}/dns_records/${id}`, { type });
  }
}
