/** A stand-in for tests: its entries are the fixture's own, not DNS records. */
export interface FakeEntry {
  label: string;
  data: { name: string; service: string };
}

export class DnsService {
  async fetchAll(): Promise<FakeEntry[]> {
    return [{ label: 'one', data: { name: 'a', service: 'b' } }];
  }
}
