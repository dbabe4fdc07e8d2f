class Sender {
  static dispatch(url: string, options?: RequestInit) {
    return fetch(url, options);
  }
}

exports.Sender = Sender;
