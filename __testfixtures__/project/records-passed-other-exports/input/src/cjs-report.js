function countZones(records) {
  return new Set(records.map((r) => r.zone_id)).size;
}

module.exports = { countZones };
