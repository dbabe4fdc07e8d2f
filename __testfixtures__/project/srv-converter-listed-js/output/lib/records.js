// Service records of the inventory, as the DNS API takes them.
function serviceRecord(svc, domain) {
  return {
    type: 'SRV',
    name: `_${svc.name}._${svc.transport}.${domain}`,
    data: { priority: 0, weight: 0, port: svc.port, target: svc.host },
  };
}

module.exports = { serviceRecord };
