const { addRecord } = require('./api');
const { serviceRecord } = require('./records');

async function syncServices(zoneId, domain, services) {
  const queue = [];
  services.forEach((svc) => {
    if (svc.enabled) queue.push(serviceRecord(svc, domain));
  });
  for (const body of queue) {
    await addRecord(zoneId, body);
  }
}

module.exports = { syncServices };
