/** Programmatic API: `import { run } from 'cf-codemod'` returns the same report `--json` prints. */
export { run, selectTransforms, today, DEFAULT_EXTENSIONS, DEFAULT_MAX_FILE_SIZE, InterruptedError } from './runner/run';
export type { RunOptions, RunResult } from './runner/run';
export type { Report, FileReport, FileStatus, RunMode } from './runner/report';
export { UsageError } from './runner/errors';
export { registry, findTransform } from '../transforms';
export { defineTransform } from './transform';
export type { DefinedTransform } from './transform';
export type { Finding, Transform, TransformMeta, TransformKind, TransformContext, TextContext, UserConfig } from './types';
export type { MessageTable, MessageData } from './messages';
