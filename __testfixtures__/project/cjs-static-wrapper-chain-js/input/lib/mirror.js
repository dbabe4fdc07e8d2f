const { Http } = require('./transport');

// An in-house mirror of a few API paths on another host.
function mirror(path, options) {
  return Http.dispatch('https://mirror.example.net/v4' + path, options);
}

module.exports = { mirror };
