const express = require('express');

var API = 'https://api.cloudflare.com/client/v4';
var ACCOUNT = process.env.CF_ACCOUNT;

// Written once with var: the API's keys path, and the path the app's own mock serves.
var KEYS_PATH = '/accounts/' + ACCOUNT + '/workers/namespaces/sessions/keys';
// Written once with var: read by the API request alone.
var VALUES_PATH = '/accounts/' + ACCOUNT + '/storage/kv/namespaces/sessions/values';

function sessionKeys() {
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id/keys
  return fetch(API + KEYS_PATH, { headers: { Authorization: 'Bearer ' + process.env.CF_TOKEN } }).then(function (res) {
    return res.json();
  });
}

function sessionValue(key) {
  return fetch(API + VALUES_PATH + '/' + key, { headers: { Authorization: 'Bearer ' + process.env.CF_TOKEN } }).then(function (res) {
    return res.text();
  });
}

function mockServer() {
  var app = express();
  app.get(KEYS_PATH, function (req, res) {
    res.json({ result: [] });
  });
  return app;
}

module.exports = { sessionKeys: sessionKeys, sessionValue: sessionValue, mockServer: mockServer };
