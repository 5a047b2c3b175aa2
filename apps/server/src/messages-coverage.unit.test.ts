import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@discus/domain/messages';
import { describe, expect, it } from 'vitest';

// Every string of the spec the user sees must be checked by some test. A unit test cannot see
// what other tests assert, so this is a guard, not a proof: each message must appear in a test
// file, either by its key (`messages.<key>`, as assertions use it) or as its literal text. A new
// message nobody tests fails here; a message that is only mentioned and not asserted would not.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const skipped = new Set(['node_modules', 'build', '.react-router', 'test-results', 'playwright-report']);

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : testFilesUnder(file);
    const isTest = /\.(test|spec)\.tsx?$/.test(entry.name) || file.includes(`${path.sep}e2e${path.sep}`);
    return isTest && entry.name !== 'messages-coverage.unit.test.ts' ? [file] : [];
  });
}

const testFiles = ['apps', 'packages', 'tests'].flatMap((dir) => testFilesUnder(path.join(root, dir)));
const testSources = testFiles.map((file) => readFileSync(file, 'utf8')).join('\n');

describe('messages seen by users', () => {
  it('are read from test files that can be searched', () => {
    expect(testFiles.length).toBeGreaterThan(20);
  });

  it.each(Object.entries(messages))('%s is checked by a test', (key, text) => {
    const byKey = new RegExp(`\\bmessages\\.${key}\\b`).test(testSources);
    expect(byKey || testSources.includes(text), `no test mentions messages.${key} or "${text}"`).toBe(true);
  });
});
