#!/usr/bin/env node
/**
 * The command line's entry point: hands the arguments to main() (src/cli/main.ts, where the commands are
 * defined; a run's options are in src/cli/run-options.ts) and sets the exit code; a reader closing the pipe is not an error.
 */
import * as nodeModule from 'module';

// Node 22.1+ keeps V8's compiled code of the modules a run loads on disk (its own cache folder under
// the system's temporary one, or NODE_COMPILE_CACHE), so the next run compiles them again only when
// they changed. Node 20 has no enableCompileCache: nothing happens there. Before anything else is
// required (TypeScript keeps the statements' order in the CommonJS it emits), so that the
// package's modules and yargs are loaded through the cache.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { main } from '../src/cli/main';
import { boundHeapGrowth } from '../src/cli/heap-growth';

// Before the run allocates: V8's default growth lets a late collection on a loaded machine set the
// heap's limit from garbage it took for live (src/cli/heap-growth.ts).
boundHeapGrowth();

// A reader that stops early (`cf-codemod --print . | head`) closes the pipe: the rest of the output
// has nowhere to go, but the run still finishes (a write in progress is completed, not cut).
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
  });
}

main(hideBin(process.argv), yargs).then((code) => {
  process.exitCode = code;
});
