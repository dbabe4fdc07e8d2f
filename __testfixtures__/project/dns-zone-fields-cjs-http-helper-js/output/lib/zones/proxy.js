const client = require("../net/client");

const V4 = "https://api.cloudflare.com/client/v4";

function entries(zone) {
  return client.get(V4 + "/zones/" + zone + "/dns_records?type=A").then((body) => body.result);
}

function enableProxy(entry) {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: read off the record, the zone of this request is undefined (/zones/undefined/dns_records/:id); send it to the zone id the record was listed or read with
  return client.put(V4 + "/zones/" + entry.zone_id + "/dns_records/" + entry.id, { ...entry, proxied: true });
}

function proxyAll(zone) {
  return module.exports.entries(zone).then(function (found) {
    return Promise.all(found.filter((e) => !e.proxied).map((e) => module.exports.enableProxy(e)));
  });
}

module.exports = { entries, enableProxy, proxyAll };
