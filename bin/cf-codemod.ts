#!/usr/bin/env node
/** The command line: argument definitions only; the work is done by run() and the describe helpers. */
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { main } from '../src/cli/main';

main(hideBin(process.argv), yargs).then((code) => {
  process.exitCode = code;
});
