function previewRecord(domain, port) {
  return { type: 'SRV', data: { service: '_minecraft', proto: '_tcp', name: domain, priority: 0, weight: 5, port, target: `mc.${domain}` } };
}

module.exports = { previewRecord };
