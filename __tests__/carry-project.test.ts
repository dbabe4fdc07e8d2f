/**
 * The index judged again (src/project/rejudge.ts) has a new id; carryProject hands the new data this
 * thread's module resolver and declarations (the run's files are the same), never the index's trees
 * (their files were edited): a file's transforms parse its edited text themselves.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { buildProject } from '../src/project/build';
import { carryProject, fileProject, moduleResolverOf, registerProject, releaseProject, runModulesOf } from '../src/project/file-project';

describe('carryProject', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carry-project-'));
    fs.writeFileSync(path.join(dir, 'client.ts'), "export function request(path: string) {\n  return fetch(`https://api.cloudflare.com/client/v4${path}`);\n}\n");
    fs.writeFileSync(path.join(dir, 'use.ts'), "import { request } from './client';\nexport const zones = () => request('/zones');\n");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('the new id keeps the resolver and the declarations, not the trees', () => {
    const files = ['client.ts', 'use.ts'].map((f) => path.join(dir, f));
    const built = buildProject({ files, config: {}, maxFileSize: 1 << 20 });
    registerProject(built);
    const client = files[0];
    expect(built.parsed.has(client)).toBe(true);
    const resolver = moduleResolverOf(built.data);
    const before = runModulesOf(built.data, files[1]).program?.(client);
    expect(before).toBeDefined();

    const next = { ...built.data, id: `${built.data.id}+` };
    carryProject(built.data, next);
    expect(moduleResolverOf(next)).toBe(resolver);
    // The same declarations: the module's program is the one read before, not read and parsed again.
    expect(runModulesOf(next, files[1]).program?.(client)).toBe(before);
    // The index's tree of the module is not handed to its transforms under the new id.
    const source = fs.readFileSync(client, 'utf8');
    expect(fileProject(next, client, source, {})?.takeAst(source)).toBeUndefined();
    releaseProject(next.id);
  });
});
