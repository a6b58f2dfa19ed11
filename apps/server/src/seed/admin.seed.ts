import type { Config } from '../config.ts';
import { usersRepository } from '../modules/accounts/users/users.repository.ts';
import { createPasswordHasher } from '../modules/auth/password-hasher.ts';
import type { DemoSeeder } from './demo-seeder.ts';

/** The demo admin (README), seeded outside production only: a known password must never reach one. */
export const DEMO_ADMIN = { email: 'admin@playeats.test', password: 'playeats-demo-admin' } as const;

export function adminDemoSeeder(config: Pick<Config, 'SCRYPT_LOG_N'>): DemoSeeder {
  return {
    name: 'demo-admin',
    async run(tx) {
      const now = new Date();
      await usersRepository(tx).insert({
        email: DEMO_ADMIN.email,
        passwordHash: await createPasswordHasher(config.SCRYPT_LOG_N).hash(DEMO_ADMIN.password),
        country: 'UNITED_STATES',
        roles: ['USER', 'ADMIN'],
        status: 'active',
        emailVerifiedAt: now,
        referralCode: 'DEMOADMN',
      });
    },
  };
}
