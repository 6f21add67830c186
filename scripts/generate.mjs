#!/usr/bin/env node
// `npm run generate`: rebuilds every file under generated/ from the definitions in openapi/.
//
//   node scripts/generate.mjs           write every step's output
//   node scripts/generate.mjs --check   write nothing; exit 1 and name the stale files if any
//
// The steps and their rendering live in scripts/generate-lib.mjs so that the freshness test can
// render without writing. A file is rewritten only when its content changes, so timestamps of
// unchanged outputs stay put for incremental tools.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATE_COMMAND, defaultRootDir, generationSteps } from './generate-lib.mjs';

async function readIfExists(file) {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}

async function main(argv) {
  const check = argv.includes('--check');
  const stale = [];
  for (const step of generationSteps) {
    const text = await step.render(defaultRootDir);
    const target = path.join(defaultRootDir, step.output);
    const current = await readIfExists(target);
    if (current === text) {
      process.stdout.write(`${step.name}: ${step.output} up to date\n`);
      continue;
    }
    if (check) {
      stale.push(step.output);
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text, 'utf8');
    process.stdout.write(`${step.name}: wrote ${step.output}\n`);
  }
  if (stale.length > 0) {
    process.stderr.write(`stale generated files (run ${GENERATE_COMMAND}): ${stale.join(', ')}\n`);
    process.exitCode = 1;
  }
}

main(process.argv.slice(2)).catch((error) => {
  process.stderr.write(`generate failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
