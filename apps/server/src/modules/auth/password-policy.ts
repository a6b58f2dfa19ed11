import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../lib/paths.ts';
import { HttpProblem } from '../../lib/problem.ts';

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    fs
      .readFileSync(path.join(serverRoot, 'resources', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return commonPasswords;
}

/**
 * NIST SP 800-63B: length (8+, checked by the schema) and a block list of common and
 * context-specific passwords; no composition rules, which only make passwords worse.
 */
export function assertAcceptablePassword(password: string, context: { email?: string } = {}): void {
  const lower = password.toLowerCase();
  const localPart = context.email?.split('@')[0]?.toLowerCase();
  const weak =
    loadCommonPasswords().has(lower) ||
    /^(.)\1+$/.test(password) ||
    lower.includes('playeats') ||
    (localPart !== undefined && localPart.length >= 4 && lower.includes(localPart));
  if (weak) {
    throw new HttpProblem(
      400,
      'WeakPasswordException',
      'Password too easy to guess',
      'This password is too common or too close to your e-mail address. Choose another one.',
      { invalidParams: [{ name: 'body.password', reason: 'too common' }] },
    );
  }
}
