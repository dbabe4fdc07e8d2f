const { apiLink } = require('./links');

async function listed(zone) {
  const link = apiLink(`/zones/${zone}/page_shield/scripts`);
  return fetch(link);
}

async function listedText(zone) {
  const link = apiLink(`/zones/${zone}/page_shield`);
  console.log(`asking ${link.href}`);
  return fetch(`${link}`);
}

module.exports = { listed, listedText };
