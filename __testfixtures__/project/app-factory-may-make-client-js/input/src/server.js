const express = require('express');
const axios = require('axios');

// In tests the same factory hands back a bare HTTP client; otherwise it is the app.
function createServer(dryRun) {
  if (dryRun) {
    return axios.create({ timeout: 500 });
  }
  return express();
}

module.exports = { createServer };
