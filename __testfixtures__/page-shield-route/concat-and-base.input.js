const CF = "https://api.cloudflare.com/client/v4";
const PAGE_SHIELD = `${CF}/zones/${process.env.ZONE_ID}/script_monitor`;

async function scripts() {
  return fetch(PAGE_SHIELD + "/scripts");
}

async function connections(zone) {
  return fetch(CF + "/zones/" + zone + "/script_monitor/connections");
}

async function settings() {
  return fetch(`${PAGE_SHIELD}`);
}

module.exports = { scripts, connections, settings };
