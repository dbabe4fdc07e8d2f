// Before tsc: remove dist/, so that a module moved or deleted in the sources leaves no stale copy
// behind (tsc never deletes output). A stale dist/transforms/<id>.js beside the <id>/index.js a folder
// transform builds would be registered instead of it, and packed.
const fs = require('fs');
const path = require('path');

fs.rmSync(path.join(__dirname, '..', 'dist'), { recursive: true, force: true });
