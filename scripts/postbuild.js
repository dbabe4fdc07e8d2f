// After tsc: make the command executable and bundle each transform's README example into
// dist/examples.json, so `cf-codemod explain` shows a before/after from an installed package; list
// every configuration option in dist/options.json, for the plain jscodeshift route (src/transform.ts),
// which loads one transform and not the registry; and write dist/transforms/manifest.json, what a run of
// the command line needs of each transform before it loads it (src/cli/lazy-registry.ts).
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const bin = path.join(root, 'dist', 'bin', 'cf-codemod.js');
fs.chmodSync(bin, 0o755);

const { registry } = require(path.join(root, 'dist', 'transforms'));
const { readExampleFrom } = require(path.join(root, 'dist', 'src', 'cli', 'examples'));
const examples = {};
for (const t of registry) {
  const example = t.example && readExampleFrom(root, t.id, t.example);
  if (example) examples[t.id] = example;
}
fs.writeFileSync(path.join(root, 'dist', 'examples.json'), JSON.stringify(examples, null, 2) + '\n');

const { knownOptions } = require(path.join(root, 'dist', 'src', 'runner', 'config'));
const options = knownOptions(registry).map(({ name, type, description, default: value }) => ({ name, type, description, default: value }));
fs.writeFileSync(path.join(root, 'dist', 'options.json'), JSON.stringify(options, null, 2) + '\n');

const { manifestOf } = require(path.join(root, 'dist', 'src', 'cli', 'lazy-registry'));
fs.writeFileSync(path.join(root, 'dist', 'transforms', 'manifest.json'), JSON.stringify(manifestOf(registry)) + '\n');
