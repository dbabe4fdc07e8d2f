function unlockedOnes(records) {
  return records.filter((r) => r.locked === false);
}

exports.unlockedOnes = unlockedOnes;
