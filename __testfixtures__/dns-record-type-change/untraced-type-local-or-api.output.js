import axios from 'axios';

// On this machine while developing, the API itself once deployed: it may be Cloudflare's.
class Records {
  constructor(http) {
    this.http = http;
  }

  async flip(zone, entry, kind) {
    // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
    return this.http.put(`/zones/${zone}/dns_records/${entry}`, { type: kind });
  }
}

const dev = process.env.NODE_ENV !== 'production';
export const records = new Records(axios.create({ baseURL: dev ? 'http://localhost:8787' : 'https://api.cloudflare.com/client/v4' }));

// A host only known at run time.
class Tunnelled {
  constructor(host) {
    this.http = axios.create({ baseURL: `http://${host}:8787` });
  }

  async flip(zone, entry, kind) {
    // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
    return this.http.patch(`/zones/${zone}/dns_records/${entry}`, { type: kind });
  }
}

export const tunnelled = new Tunnelled(process.env.DNS_HOST);
