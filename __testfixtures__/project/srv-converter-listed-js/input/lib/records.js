// Service records of the inventory, as the DNS API takes them.
function serviceRecord(svc, domain) {
  return {
    type: 'SRV',
    data: { service: `_${svc.name}`, proto: `_${svc.transport}`, name: domain, priority: 0, weight: 0, port: svc.port, target: svc.host },
  };
}

module.exports = { serviceRecord };
