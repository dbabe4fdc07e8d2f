/**
 * The index judged again (src/project/rejudge.ts) has a new id; carryProject hands the new data this
 * thread's module resolver (the run's files are the same), never the index's trees (their files
 * were edited) nor the declarations (modules' texts as read before the edit): a file's transforms
 * parse its edited text themselves, and another module is read again, as in a worker thread.
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

  test('the new id keeps the resolver, not the trees or the declarations', () => {
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
    // New declarations: the module's program is read again (an edited module must be), with the same text here.
    const again = runModulesOf(next, files[1]).program?.(client);
    expect(again).not.toBe(before);
    expect(JSON.stringify(again)).toBe(JSON.stringify(before));
    // The index's tree of the module is not handed to its transforms under the new id.
    const source = fs.readFileSync(client, 'utf8');
    expect(fileProject(next, client, source, {})?.takeAst(source)).toBeUndefined();
    releaseProject(next.id);
  });
});
