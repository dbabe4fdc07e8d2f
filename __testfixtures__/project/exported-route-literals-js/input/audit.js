'use strict';

const { AUDIT_KEYS } = require('./lib/kv-paths');
const CF = 'https://api.cloudflare.com/client/v4';

exports.auditCount = async (account) => {
  const res = await fetch(CF + '/accounts/' + account + AUDIT_KEYS);
  return (await res.json()).result.length;
};
