const fetch = require("node-fetch");

module.exports.get = function (url) {
  return fetch(url).then((res) => res.json());
};

module.exports.put = function (url, body) {
  return fetch(url, { method: "PUT", body: JSON.stringify(body) }).then((res) => res.json());
};

// Not the parsed body: rows the app builds, each given the zone it was asked for.
module.exports.rows = function (url, zone) {
  return fetch(url)
    .then((res) => res.json())
    .then((body) => ({ result: body.result.map((r) => ({ id: r.id, name: r.name, zone_id: zone })) }));
};
