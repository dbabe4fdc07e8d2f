const axios = require('axios');
const { Cf } = require('./endpoints');

// One generic sender: the path a caller builds goes after the root and the version.
class Sync {
  constructor(target, token) {
    this.target = target;
    this.token = token;
  }

  async send(path, method = 'get', data) {
    const res = await axios({ method, url: Cf.root + '/' + Cf.version + path, data, headers: { Authorization: `Bearer ${this.token}` } });
    return res.data;
  }

  async point(ip) {
    const record = { type: 'CNAME', name: this.target.name, content: ip, ttl: 300 };
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await this.send(Cf.paths.record(this.target.zone, this.target.recordId), 'put', record);
  }
}

module.exports = { Sync };
