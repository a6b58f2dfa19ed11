#!/usr/bin/env node
// `npm run lint:exports`: no export of apps/web or packages/ without a caller outside tests
// (issue 18). knip (knip.json) finds them in production mode, where test files are not
// callers; an export kept only as a test seam says so with a JSDoc @internal tag.
// PENDING below lists, one by one, findings that are known and waiting on work elsewhere,
// each with its reason: anything else fails the check, and a pending entry that is no
// longer a finding is reported so it gets removed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `file#export`: why it has no caller yet. Keep it short; remove entries as they get callers. */
const PENDING = {
  'packages/domain/src/constants.ts#TABLET_MIN_WIDTH': 'the mobile issue (tablet/landscape lock) uses it',
  'packages/domain/src/constants.ts#ANDROID_STORE_FALLBACK_MS': 'the mobile issue (Android store fallback) uses it',
  'packages/domain/src/text.ts#mask': 'spec section 5 masking: not yet shown anywhere (to wire or remove)',
  'packages/domain/src/pricing.ts#COURIER_SPEED_KMH': 'to wire (delivery estimate) or unexport',
  'packages/contracts/src/addresses.ts#addressNotFoundProblemSchema': 'problem schema without a caller',
  'packages/contracts/src/events.ts#readyEventSchema': 'event schema without a caller',
  'packages/contracts/src/payments.ts#TEST_CARDS': 'used by tests and e2e only',
  'packages/contracts/src/payments.ts#cardDeclinedProblemSchema': 'problem schema without a caller',
  'packages/contracts/src/payments.ts#providerErrorProblemSchema': 'problem schema without a caller',
  'packages/contracts/src/payments.ts#invalidCardFieldsProblemSchema': 'problem schema without a caller',
  'packages/contracts/src/rewards.ts#promoCodeListSchema': 'admin list schema without a caller',
  'packages/contracts/src/rewards.ts#challengeListSchema': 'admin list schema without a caller',
  'apps/web/overwolf/manifest.ts#filesNamedBy':
    'used by scripts/package-overwolf.mjs through a bundled import knip does not follow',
  'apps/web/src/lib/overwolf/overlay-windows.ts#OVERLAY_WINDOW_NAMES':
    'overlay: no caller outside its file (to wire or unexport)',
  'apps/web/src/lib/overwolf/current-host.ts#setOverlayHostForTests': 'overlay test seam (tag @internal)',
  'apps/web/src/windows/overlay-messages.ts#MESSAGE_CODES': 'overlay: no caller outside its file (to wire or unexport)',
  'apps/web/src/lib/logger.ts#isConsoleSilenced': 'test seam (tag @internal)',
  'apps/web/src/lib/pending-codes.ts#resetPromoCodeOutcomes': 'test seam (tag @internal)',
  'apps/web/src/features/rewards/hooks/use-pending-promotion.ts#resetPendingPromotionAttempts':
    'test seam (tag @internal)',
  'apps/web/src/features/account/api/change-password.ts#REFRESH_TOKEN_HEADER':
    'used in its file as a computed key only (unexport)',
  'apps/web/src/features/meals/meals-slice.ts#selectAvailableDollars':
    'spec section 3 alias of availablePromoDollars: to wire or remove',
};

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
const unexpected = found.filter((f) => !(f.key in PENDING));
const stale = Object.keys(PENDING).filter((key) => !found.some((f) => f.key === key));

for (const key of stale) console.warn(`lint:exports: ${key} has a caller now (or is gone): remove it from PENDING`);
if (unexpected.length > 0) {
  console.error('lint:exports: exported without a caller outside tests (wire it where the spec says, or unexport it;');
  console.error('a test seam says so with a JSDoc @internal tag):');
  for (const f of unexpected) console.error(`  ${f.key.replace('#', `:${f.line} `)} (${f.kind})`);
  process.exit(1);
}
console.log(`lint:exports: ok (${found.length} pending, listed in scripts/check-unused-exports.mjs)`);
