// The app's own HTTP helper: every request goes through it with the token kept here.
const fetch = require("node-fetch");

module.exports.auth = { Authorization: "Bearer " + process.env.CF_API_TOKEN };

module.exports.get = function (url) {
  return fetch(url, { headers: module.exports.auth }).then((res) => res.json());
};

exports.put = function (url, body) {
  return fetch(url, { method: "PUT", headers: module.exports.auth, body: JSON.stringify(body) }).then((res) => res.json());
};
