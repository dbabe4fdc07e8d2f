const { SWITCHES } = require('./switches');

async function flipAll(http, zoneId, wanted) {
  for (const s of SWITCHES) {
    await http.patch(`zones/${zoneId}/settings/${s.id}`, { value: wanted[s.id] ? 'on' : 'off' });
  }
  return SWITCHES.length;
}

module.exports = { flipAll };
