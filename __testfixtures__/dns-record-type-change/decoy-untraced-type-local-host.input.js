import axios from 'axios';

// A stand-in DNS service the tests start on this machine: its record paths look like Cloudflare's.
class FakeDns {
  constructor(http) {
    this.http = http;
  }

  async flip(zone, entry, kind) {
    return this.http.put(`/zones/${zone}/dns_records/${entry}`, { type: kind });
  }
}

export const onLoopback = new FakeDns(axios.create({ baseURL: 'http://localhost:8787' }));

class LanDns {
  constructor() {
    this.http = axios.create({ baseURL: 'http://10.0.0.5:3000/dns' });
  }

  async flip(zone, entry, kind) {
    return this.http.patch(`/zones/${zone}/dns_records/${entry}`, { type: kind, ttl: 120 });
  }
}

export const onLan = new LanDns();

class SiteDns {
  constructor(http, site) {
    this.http = http;
    this.site = site;
  }

  async flip(entry, kind) {
    return this.http.put(`/zones/${this.site}/dns_records/${entry}`, { type: kind });
  }
}

export const onIpv6 = new SiteDns(axios.create({ baseURL: 'http://[::1]:9000' }), 'lab');
