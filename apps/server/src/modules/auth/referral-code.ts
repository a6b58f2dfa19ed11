import { randomInt } from 'node:crypto';
import type { UsersRepository } from '../accounts/users/users.repository.ts';

// No 0/O, 1/I/L: codes are read aloud and typed from streams.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomReferralCode(length = 8): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A referral code no user has (31^8 codes: a clash is rare, and retried). */
export async function newReferralCode(users: UsersRepository): Promise<string> {
  for (;;) {
    const code = randomReferralCode();
    if (!(await users.findByReferralCode(code))) return code;
  }
}
