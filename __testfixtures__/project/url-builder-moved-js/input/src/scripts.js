const { apiLink } = require('./links');

async function listed(zone) {
  const link = apiLink(`/zones/${zone}/script_monitor/scripts`);
  return fetch(link);
}

async function listedText(zone) {
  const link = apiLink(`/zones/${zone}/script_monitor`);
  console.log(`asking ${link.href}`);
  return fetch(`${link}`);
}

module.exports = { listed, listedText };
