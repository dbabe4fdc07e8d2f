import { DnsService } from '../testing/fake-dns-service';

/** What the fake service hands the tests. */
export async function fakeLabels(): Promise<string[]> {
  const service = new DnsService();
  const entries = await service.fetchAll();
  return entries.map((e) => `${e.data.service}/${e.data.name}`);
}
