// An in-house registry with the same record shape.
const REGISTRY = 'https://registry.internal.example/api';

exports.updateEntry = (zoneId, recordId, body) =>
  fetch(`${REGISTRY}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PUT', body: JSON.stringify(body) });
