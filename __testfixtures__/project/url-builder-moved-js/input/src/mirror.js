const { apiLink } = require('./links');

function toReplica(link) {
  link.hostname = 'replica.example.org';
}

// Each URL is moved to another host before the request reads it.
async function replicaScripts(zone) {
  const link = apiLink(`/zones/${zone}/script_monitor/scripts`);
  link.host = 'replica.example.org';
  return fetch(`${link}`);
}

async function replicaPolicy(zone) {
  const link = apiLink(`/zones/${zone}/script_monitor`);
  toReplica(link);
  return fetch(String(link));
}

async function replicaHref(zone) {
  const link = apiLink(`/zones/${zone}/script_monitor/scripts`);
  link.href = `https://replica.example.org${link.pathname}`;
  return fetch(link.href);
}

async function replicaAssigned(zone) {
  const link = apiLink(`/zones/${zone}/script_monitor`);
  Object.assign(link, { port: '8443' });
  return fetch(link.toString());
}

module.exports = { replicaScripts, replicaPolicy, replicaHref, replicaAssigned };
