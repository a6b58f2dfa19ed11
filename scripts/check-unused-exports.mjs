#!/usr/bin/env node
// `npm run lint:exports`: no export of apps/web, apps/server or packages/ without a caller outside tests
// (issue 18). knip (knip.json) finds them in production mode, where test files are not
// callers; an export kept only as a test seam says so with a JSDoc @internal tag.
// PENDING below lists, one by one, findings that are known and waiting on work elsewhere,
// each with its reason: anything else fails the check, and a pending entry that is no
// longer a finding is reported so it gets removed.
// knip does not see a Redux slice's action creators and selectors (destructured from
// slice.actions and slice.selectors), so the second check below does: each one must be
// imported by a file that is not a test, or used in its own slice file by code that is
// (a thunk dispatching it, a reducer matching it, a selector built on it); SLICE_PENDING
// is its own list of known exceptions.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `file#export`: why it has no caller yet. Keep it short; remove entries as they get callers. */
const PENDING = {};

const knip = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/knip/bin/knip.js'), '--production', '--reporter', 'json'],
  { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
let report;
try {
  report = JSON.parse(knip.stdout);
} catch {
  process.stderr.write(knip.stderr || knip.stdout || 'knip gave no report\n');
  process.exit(2);
}

const found = report.issues.flatMap((issue) =>
  ['exports', 'nsExports', 'enumMembers'].flatMap((kind) =>
    (issue[kind] ?? []).map((item) => ({ key: `${issue.file}#${item.name}`, line: item.line, kind })),
  ),
);
/** `file#name` of a slice's action creator or selector: why nothing outside tests uses it yet. */
const SLICE_PENDING = {};

const WEB_SRC = 'apps/web/src';
const isTest = (file) => /\.test\.tsx?$/.test(file) || /(^|\/)(test|testing)\//.test(file);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

/** Action creators and selectors of apps/web's *-slice.ts files that nothing but tests uses. */
function unusedSliceExports() {
  const files = sourceFiles(path.join(root, WEB_SRC));
  const text = new Map(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
  const callers = files.filter((file) => !isTest(file));
  const findings = [];
  for (const slice of files.filter((file) => file.endsWith('-slice.ts'))) {
    const source = text.get(slice);
    const module = escape(path.basename(slice, '.ts'));
    // The slice's own text without its export lists: what is left that names an export uses it.
    const body = source.replace(/export const \{[^}]*\}\s*=\s*\w+\.(actions|selectors)\s*;/g, '');
    for (const match of source.matchAll(/export const \{([^}]*)\}\s*=\s*\w+\.(actions|selectors)\s*;/g)) {
      for (const name of match[1]
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)) {
        const word = escape(name);
        const imported = new RegExp(
          `(import|export)\\s*(type\\s*)?\\{[^}]*\\b${word}\\b[^}]*\\}\\s*from\\s*'[^']*/${module}(\\.ts)?'`,
        );
        const usedInFile = new RegExp(
          `dispatch\\(\\s*${word}\\b|\\b${word}\\.(match|type)\\b|addCase\\(\\s*${word}\\b|isAnyOf\\([^)]*\\b${word}\\b|\\b${word}\\(\\s*(getState\\(\\)|state\\b)|=\\s*${word}\\s*;`,
        );
        const used = usedInFile.test(body) || callers.some((file) => file !== slice && imported.test(text.get(file)));
        if (!used) {
          const line = source.slice(0, match.index).split('\n').length;
          findings.push({
            key: `${slice}#${name}`,
            line,
            kind: match[2] === 'actions' ? 'action creator' : 'selector',
          });
        }
      }
    }
  }
  return findings;
}

/** Findings not in `pending`; pending entries that are no longer findings are reported to remove. */
function judge(label, findings, pending) {
  for (const key of Object.keys(pending).filter((k) => !findings.some((f) => f.key === k))) {
    console.warn(`lint:exports: ${key} has a caller now (or is gone): remove it from ${label}`);
  }
  return findings.filter((f) => !(f.key in pending));
}

const sliceFound = unusedSliceExports();
const unexpected = [...judge('PENDING', found, PENDING), ...judge('SLICE_PENDING', sliceFound, SLICE_PENDING)];
if (unexpected.length > 0) {
  console.error('lint:exports: exported without a caller outside tests (wire it where the spec says, or unexport or');
  console.error('remove it; a test seam says so with a JSDoc @internal tag):');
  for (const f of unexpected) console.error(`  ${f.key.replace('#', `:${f.line} `)} (${f.kind})`);
  process.exit(1);
}
console.log(
  `lint:exports: ok (${found.length} pending exports, ${sliceFound.length} pending slice members, listed in scripts/check-unused-exports.mjs)`,
);
