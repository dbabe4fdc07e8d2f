// A class keeps its connection in a field: one method posts through it, another puts records with it.
export class RecordDesk {
  constructor(private readonly conn: any) {}

  async note(entry: string): Promise<unknown> {
    return this.conn.post('journal', { entry });
  }

  async retype(z: string, id: string, type: string): Promise<unknown> {
    const send = () => this.conn.put(`/zones/${z}/dns_records/${id}`, { type });
    return send();
  }
}
