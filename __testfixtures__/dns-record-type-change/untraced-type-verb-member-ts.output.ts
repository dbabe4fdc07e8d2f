// A class keeps its connection in a field: one method posts through it, another puts records with it.
export class RecordDesk {
  constructor(private readonly conn: any) {}

  async note(entry: string): Promise<unknown> {
    return this.conn.post('journal', { entry });
  }

  async retype(z: string, id: string, type: string): Promise<unknown> {
    // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
    const send = () => this.conn.put(`/zones/${z}/dns_records/${id}`, { type });
    return send();
  }
}
