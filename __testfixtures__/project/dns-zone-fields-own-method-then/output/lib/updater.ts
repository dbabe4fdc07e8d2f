import * as records from './records';

const CF = 'https://api.cloudflare.com/client/v4';

export class Updater {
  constructor(private token: string, private zone: string) {}

  findEntry(name: string, type: string): Promise<records.DnsEntry> {
    return fetch(`${CF}/zones/${this.zone}/dns_records?name=${name}&type=${type}`, { headers: { Authorization: `Bearer ${this.token}` } })
      .then((res) => res.json())
      .then((body) => body.result[0]);
  }

  deleteEntry(name: string, type: string) {
    return this.findEntry(name, type).then((entry) => {
      // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: read off the record, the zone of this request is undefined (/zones/undefined/dns_records/:id); send it to the zone id the record was listed or read with
      const route = '/zones/' + entry.zone_id + '/dns_records/' + entry.id;
      return fetch(CF + route, { method: 'DELETE', headers: { Authorization: `Bearer ${this.token}` } });
    });
  }
}
