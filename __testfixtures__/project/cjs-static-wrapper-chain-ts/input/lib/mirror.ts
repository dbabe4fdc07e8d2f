const { Http } = require('./transport');

// An in-house mirror of a few API paths on another host.
exports.mirror = (path: string, options?: RequestInit) => Http.dispatch('https://mirror.example.net/v4' + path, options);
