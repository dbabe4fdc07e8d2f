/**
 * The project index's rows of `npm run bench`: what the index costs on the sparse corpus (the run with
 * it against the run without it; target: at most 15% more), its own time and the files it parses,
 * and a generated multi-package tree where the calls go through clients imported from other packages
 * (workspace names, tsconfig aliases, barrels), to show the index at work and what it costs there.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { measureInterleaved, type Measured } from './measure';

const SCRIPT = path.join(__dirname, 'project-run.js');
const PACKAGES = 12;
const CALLERS = 15;
const FILLER = 40;

type Row = [string, string, string, string];

/** A workspace of PACKAGES packages: each has a Cloudflare client module, a barrel, callers importing it by name and filler files. */
export function writeProjectTree(dir: string): number {
  fs.rmSync(dir, { recursive: true, force: true });
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  let files = 0;
  write('tsconfig.json', JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@shared/*': ['shared/*'] } } }));
  write('shared/base.ts', "export const CF_API = process.env.CF_API ?? 'https://api.cloudflare.com/client/v4';\n");
  files++;
  for (let p = 0; p < PACKAGES; p++) {
    const pkg = `packages/pkg${p}`;
    write(`${pkg}/package.json`, JSON.stringify({ name: `@bench/pkg${p}`, main: 'src/index.ts' }));
    write(
      `${pkg}/src/client.ts`,
      [
        "import { CF_API } from '@shared/base';",
        'export async function cfRequest(path: string, init: RequestInit = {}) {',
        '  const res = await fetch(`${CF_API}${path}`, init);',
        '  return res.json();',
        '}',
        '',
      ].join('\n'),
    );
    write(`${pkg}/src/index.ts`, "export * from './client';\n");
    files += 2;
    for (let c = 0; c < CALLERS; c++) {
      const from = c % 2 === 0 ? `@bench/pkg${p}` : '../index';
      write(
        `${pkg}/src/callers/caller${c}.ts`,
        [
          `import { cfRequest } from '${from}';`,
          `export const scripts${c} = (zone: string) => cfRequest(\`/zones/\${zone}/script_monitor/scripts\`);`,
          `export const filters${c} = (zone: string) => cfRequest(\`/zones/\${zone}/firewall/rules\`);`,
          '',
        ].join('\n'),
      );
      files++;
    }
    for (let f = 0; f < FILLER; f++) {
      write(`${pkg}/src/util/u${f}.ts`, `export function util${f}(a: number, b: number) {\n  return a * ${f} + b;\n}\n`);
      files++;
    }
  }
  return files;
}

const s = (m: Measured): string => `${m.medianSeconds.toFixed(2)} s`;

export function projectIndexRows(corpus: string, reps: number, log: (line?: string) => void): Row[] {
  const tree = path.join(corpus, 'project');
  const treeFiles = writeProjectTree(tree);
  const index = (folder: string) =>
    JSON.parse(execFileSync(process.execPath, [SCRIPT, folder, 'index'], { cwd: corpus, encoding: 'utf8' }).trim().split('\n').pop()!);
  const sparseIndex = index('sparse');
  const treeIndex = index('project');
  log('\nproject index');
  log(`  on sparse: ${sparseIndex.ms.toFixed(0)} ms, ${sparseIndex.files} files, ${sparseIndex.parsed} parsed, ${sparseIndex.modules} export anchors`);
  log(`  on the multi-package tree (${treeFiles} files, ${PACKAGES} packages): ${treeIndex.ms.toFixed(0)} ms, ${treeIndex.parsed} parsed, ${treeIndex.modules} export anchors`);
  const cmd = (label: string, folder: string, mode: string) => ({ label, argv: ['node', SCRIPT, folder, mode], cwd: corpus });
  const [on, off, treeOn, treeOff] = measureInterleaved(
    [
      cmd('sparse, with the project index', 'sparse', 'on'),
      cmd('sparse, without the project index', 'sparse', 'off'),
      cmd('multi-package tree, with the project index', 'project', 'on'),
      cmd('multi-package tree, without the project index', 'project', 'off'),
    ],
    reps,
    log,
  );
  const ratio = on.medianSeconds / off.medianSeconds;
  const found = (m: Measured) => m.samples[0].stdoutTail;
  return [
    ['sparse: run with the project index vs without', `${s(on)} / ${s(off)} = ${ratio.toFixed(3)}`, '<= 1.15', ratio <= 1.15 ? 'PASS' : 'FAIL'],
    ['project index alone on sparse', `${sparseIndex.ms.toFixed(0)} ms, ${sparseIndex.files} files, ${sparseIndex.parsed} parsed`, '', ''],
    [
      `multi-package tree (${treeFiles} files): with / without the index`,
      `${s(treeOn)} / ${s(treeOff)}; index ${treeIndex.ms.toFixed(0)} ms; ${found(treeOn)} vs ${found(treeOff)}`,
      '',
      '',
    ],
  ];
}
