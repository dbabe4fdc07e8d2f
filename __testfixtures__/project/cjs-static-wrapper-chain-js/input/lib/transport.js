class Http {
  static dispatch(url, options) {
    return fetch(url, options).then((r) => r.json());
  }
}

module.exports = { Http };
