// Given zones and records alike: not only records.
function tally(items) {
  return items.filter((i) => i.zone_name).length;
}

module.exports = { tally };
