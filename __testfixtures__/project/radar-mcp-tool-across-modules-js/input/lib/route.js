// Walks `route` down `root` one slash-separated key at a time and calls what it ends on.
function runRoute(root, route, args) {
  const target = route.split('/').reduce((node, key) => node[key], root);
  return target.call(root, args);
}

module.exports = { runRoute };
