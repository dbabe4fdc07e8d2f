import axios, { type AxiosInstance } from 'axios';

// A mock of the API on this machine: it answers under the API's own path, and may pass calls on to it.
class MockedApi {
  constructor(private readonly wire: AxiosInstance) {}

  async flip(zone: string, entry: string, kind: string) {
    // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
    return this.wire.patch(`zones/${zone}/dns_records/${entry}`, { type: kind });
  }
}

export const mocked = new MockedApi(axios.create({ baseURL: 'http://127.0.0.1:8787/client/v4/' }));

// The company's egress proxy, forwarding the API's paths.
class Egress {
  constructor(private readonly http: AxiosInstance) {}

  async flip(zone: string, entry: string, kind: string) {
    // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
    return this.http.put(`/zones/${zone}/dns_records/${entry}`, { type: kind });
  }
}

export const egress = new Egress(axios.create({ baseURL: 'https://egress.corp.example.com/client/v4' }));
