import express from 'express';

let API = 'https://api.cloudflare.com/client/v4';
let ACCOUNT = process.env.CF_ACCOUNT;

// Written once with var: the API's keys path, and the path the app's own mock serves.
let KEYS_PATH = '/accounts/' + ACCOUNT + '/workers/namespaces/sessions/keys';
// Written once with var: read by the API request alone.
let VALUES_PATH = '/accounts/' + ACCOUNT + '/workers/namespaces/sessions/values';

export function sessionKeys() {
  return fetch(API + KEYS_PATH, { headers: { Authorization: 'Bearer ' + process.env.CF_TOKEN } }).then(function (res) {
    return res.json();
  });
}

export function sessionValue(key: string) {
  return fetch(API + VALUES_PATH + '/' + key, { headers: { Authorization: 'Bearer ' + process.env.CF_TOKEN } }).then(function (res) {
    return res.text();
  });
}

export function mockServer() {
  var app = express();
  app.get(KEYS_PATH, function (req, res) {
    res.json({ result: [] });
  });
  return app;
}
