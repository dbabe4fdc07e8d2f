const ROOT = 'https://api.cloudflare.com/client/v4'

function keep(record) {
  return fetch(`${ROOT}/zones/${record.zone_id}/dns_records/${record.id}`, { method: 'PATCH', body: JSON.stringify({ ttl: record.ttl }) })
}

function drop(record) {
  return fetch(`${ROOT}/zones/${record.zone_id}/dns_records/${record.id}`, { method: 'DELETE' })
}

module.exports = { keep, drop }
