/**
 * `configOf` (src/project/file-project.ts): the configuration a file's question uses for another
 * module of the run. The anchors of a module are kept by their configuration object (anchors.ts), so
 * the same module asked about from the same file must get the same object back, or every call of an
 * imported client's method finds that module's anchors again (issue 31: a 4,000-line file calling an
 * imported client 390 times took 20 s of processor time).
 */
import { parseModule } from '../../src/parse/parse';
import { runModulesOf } from '../../src/project/file-project';
import type { ProjectData } from '../../src/project/types';
import type { UserConfig } from '../../src/types';

const data: ProjectData = { id: 'config-of-test', modules: {}, apiModules: [], readers: [], files: ['/p/a.ts', '/p/client.ts'], words: [] };
const program = (text: string): unknown => parseModule(text, '/p/client.ts').program;

describe('configOf', () => {
  it('gives one configuration per module and asking configuration', () => {
    const modules = runModulesOf(data, '/p/a.ts');
    const config: UserConfig = {};
    const client = program(`export class Client { get(p: string) { return fetch('https://api.cloudflare.com/client/v4' + p); } }`);
    const first = modules.configOf('/p/client.ts', client, config);
    expect(modules.configOf('/p/client.ts', client, config)).toBe(first);
    expect(runModulesOf(data, '/p/a.ts').configOf('/p/client.ts', client, config)).toBe(first);
  });

  it('makes another for another program, module or asking configuration', () => {
    const modules = runModulesOf(data, '/p/a.ts');
    const config: UserConfig = {};
    const client = program(`export const x = 1;`);
    const first = modules.configOf('/p/client.ts', client, config);
    expect(modules.configOf('/p/client.ts', program(`export const x = 2;`), config)).not.toBe(first);
    expect(modules.configOf('/p/other.ts', client, config)).not.toBe(first);
    expect(modules.configOf('/p/client.ts', client, {})).not.toBe(first);
  });

  it("leaves out the asking file's own imported anchors", () => {
    const modules = runModulesOf(data, '/p/a.ts');
    const config = { imported: { bases: {}, wrappers: {}, instances: {} } } as unknown as UserConfig;
    expect(modules.configOf('/p/client.ts', program(`export const x = 1;`), config)).not.toHaveProperty('imported');
  });
});
