import axios from 'axios';

const ROOT = 'https://api.cloudflare.com/client/v4';

// Looks records up and writes them back: one instance per zone.
export class ZoneClient {
  constructor(private key: string, private zone: string) {}

  async search({ kind, label }: { kind?: string; label?: string }) {
    const res = await axios.get(`${ROOT}/zones/${this.zone}/dns_records`, {
      params: { type: kind, name: label },
      headers: { Authorization: `Bearer ${this.key}` },
    });
    return res.data.result;
  }

  async rewrite({ recordId, kind, label, target }: { recordId: string; kind?: string; label?: string; target?: string }) {
    const res = await axios.put(`${ROOT}/zones/${this.zone}/dns_records/${recordId}`, { type: kind, name: label, content: target, ttl: 1 }, { headers: { Authorization: `Bearer ${this.key}` } });
    return res.data.result;
  }
}

// Handed on: whoever receives an instance may call its update with any type.
export class LeakyClient {
  constructor(private key: string, private zone: string) {}

  async search({ kind, label }: { kind?: string; label?: string }) {
    const res = await axios.get(`${ROOT}/zones/${this.zone}/dns_records`, { params: { type: kind, name: label }, headers: { Authorization: `Bearer ${this.key}` } });
    return res.data.result;
  }

  async rewrite({ recordId, kind, target }: { recordId: string; kind?: string; target?: string }) {
    await axios.put(`${ROOT}/zones/${this.zone}/dns_records/${recordId}`, { type: kind, content: target }, { headers: { Authorization: `Bearer ${this.key}` } });
  }
}

// Extended below: the subclass's lookup filters on something else.
export class BaseClient {
  constructor(protected key: string, protected zone: string) {}

  async search({ kind, label }: { kind?: string; label?: string }) {
    const res = await axios.get(`${ROOT}/zones/${this.zone}/dns_records`, { params: { type: kind, name: label }, headers: { Authorization: `Bearer ${this.key}` } });
    return res.data.result;
  }

  async rewrite({ recordId, kind, target }: { recordId: string; kind?: string; target?: string }) {
    await axios.put(`${ROOT}/zones/${this.zone}/dns_records/${recordId}`, { type: kind, content: target }, { headers: { Authorization: `Bearer ${this.key}` } });
  }
}

// Two instances: the second updates with a type other than the one it looked up.
export class PairClient {
  constructor(private key: string, private zone: string) {}

  async search({ kind, label }: { kind?: string; label?: string }) {
    const res = await axios.get(`${ROOT}/zones/${this.zone}/dns_records`, { params: { type: kind, name: label }, headers: { Authorization: `Bearer ${this.key}` } });
    return res.data.result;
  }

  async rewrite({ recordId, kind, target }: { recordId: string; kind?: string; target?: string }) {
    await axios.put(`${ROOT}/zones/${this.zone}/dns_records/${recordId}`, { type: kind, content: target }, { headers: { Authorization: `Bearer ${this.key}` } });
  }
}

// Its instance is exported: other code may call the update.
export class SharedClient {
  constructor(private key: string, private zone: string) {}

  async search({ kind, label }: { kind?: string; label?: string }) {
    const res = await axios.get(`${ROOT}/zones/${this.zone}/dns_records`, { params: { type: kind, name: label }, headers: { Authorization: `Bearer ${this.key}` } });
    return res.data.result;
  }

  async rewrite({ recordId, kind, target }: { recordId: string; kind?: string; target?: string }) {
    await axios.put(`${ROOT}/zones/${this.zone}/dns_records/${recordId}`, { type: kind, content: target }, { headers: { Authorization: `Bearer ${this.key}` } });
  }
}
