'use strict';

const CF_BASE = 'https://api.cloudflare.com/client/v4';
// Also the status page's path, read inline (status.js).
const LINKS = { spaces: '/accounts/acc7/workers/namespaces' };

async function fetchSpaces() {
  const res = await fetch(CF_BASE + LINKS.spaces);
  return res.json();
}

module.exports = { LINKS, fetchSpaces };
