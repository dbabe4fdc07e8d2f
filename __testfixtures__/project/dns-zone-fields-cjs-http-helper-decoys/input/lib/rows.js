const http = require("./http");

const CF = "https://api.cloudflare.com/client/v4";

function rowsOf(zone) {
  return http.rows(CF + "/zones/" + zone + "/dns_records", zone).then((body) => body.result);
}

function save(row) {
  return http.put(CF + "/zones/" + row.zone_id + "/dns_records/" + row.id, { proxied: true });
}

function saveAll(zone) {
  return rowsOf(zone).then((rows) => Promise.all(rows.map((row) => save(row))));
}

module.exports = { saveAll };
