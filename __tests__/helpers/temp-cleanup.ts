/**
 * Jest setup (setupFilesAfterEnv): the temporary folders of __tests__/helpers/cli.ts are removed
 * after the test that made them; those made by a file's beforeAll or at its top level, once the
 * file is done (its tests share them).
 */
import { removeTempDirs, tempDirCount } from './cli';

let mark = 0;
beforeEach(() => {
  mark = tempDirCount();
});
afterEach(() => removeTempDirs(mark));
afterAll(() => removeTempDirs());
