function invoke(node, path, args) {
  const keys = path.split('/');
  const method = keys.reduce((o, k) => o[k], node);
  return method.bind(node)(args);
}

module.exports = { invoke };
