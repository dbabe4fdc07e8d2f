const CF = "https://api.cloudflare.com/client/v4";
const PAGE_SHIELD = `${CF}/zones/${process.env.ZONE_ID}/page_shield`;

async function scripts() {
  return fetch(PAGE_SHIELD + "/scripts");
}

async function connections(zone) {
  return fetch(CF + "/zones/" + zone + "/page_shield/connections");
}

async function settings() {
  return fetch(`${PAGE_SHIELD}`);
}

module.exports = { scripts, connections, settings };
