class Sender {
  static dispatch(url, options) {
    return fetch(url, options);
  }
}

exports.Sender = Sender;
