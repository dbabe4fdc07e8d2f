const BASELINE = require('./values');

async function resetZone(http, zoneId) {
  for (const entry of BASELINE) {
    await http.patch(`zones/${zoneId}/settings/${entry.id}`, { value: entry.value });
  }
}

module.exports = { resetZone };
