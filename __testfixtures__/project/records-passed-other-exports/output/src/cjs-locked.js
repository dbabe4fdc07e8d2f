function unlockedOnes(records) {
  return records.filter((r) => (r.locked ?? false) === false);
}

exports.unlockedOnes = unlockedOnes;
