const { addRecord } = require('./api');
const { previewRecord } = require('./decoy-preview-record');

// The bodies are printed before they are sent: the list is read by two loops.
async function addWithPreview(zoneId, domain, ports) {
  const bodies = ports.map((port) => previewRecord(domain, port));
  for (const body of bodies) console.log(JSON.stringify(body));
  for (const body of bodies) await addRecord(zoneId, body);
}

module.exports = { addWithPreview };
