/**
 * One timed run for the project-index rows of `npm run bench` (see project-index.ts):
 *   node dist/bench/project-run.js <folder> on|off   the runner (--dry, every transform) with or without the index
 *   node dist/bench/project-run.js <folder> index    the index alone; prints its figures as JSON
 */
import { run } from '../src';
import { discoverFiles } from '../src/runner/files';
import { DEFAULT_EXTENSIONS, DEFAULT_MAX_FILE_SIZE } from '../src/runner/run';
import { buildProject } from '../src/project/build';

async function main(): Promise<void> {
  const [folder, mode] = process.argv.slice(2);
  if (mode === 'index') {
    const cwd = process.cwd();
    const d = discoverFiles([folder], { cwd, extensions: DEFAULT_EXTENSIONS, isTextFile: () => false, ignorePatterns: [], gitignore: false });
    const built = buildProject({ files: d.files, config: {}, maxFileSize: DEFAULT_MAX_FILE_SIZE });
    process.stdout.write(`${JSON.stringify(built.stats)}\n`);
    return;
  }
  const r = await run({ paths: [folder], dry: true, gitignore: false, asOf: '2999-12-31', project: mode !== 'off' });
  process.stdout.write(`${r.summary.modified} modified, ${r.summary.findings} findings of ${r.summary.files} files\n`);
}

void main();
