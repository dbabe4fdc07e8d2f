class Http {
  static dispatch(url: string, options?: RequestInit) {
    return fetch(url, options).then((r) => r.json());
  }
}

module.exports = { Http };
