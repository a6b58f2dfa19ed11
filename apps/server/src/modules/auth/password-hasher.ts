import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
/**
 * OWASP's scrypt equivalents to N=2^17,r=8,p=1 trade memory for parallelism; N=2^15,r=8,p=3
 * keeps 32 MiB per hash, which a 2-core server can run many of at once.
 */
const PARALLELISM = 3;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** True when the stored hash used weaker parameters than today's: rehash on next sign-in. */
  needsRehash(stored: string): boolean;
  /** Burns the same time as a real verify, so unknown e-mails answer as slowly as known ones. */
  verifyDummy(password: string): Promise<void>;
}

/** Hashes are self-describing (`scrypt$logN$r$p$salt$key`) so parameters can rise later. */
export function createPasswordHasher(logN: number): PasswordHasher {
  const params = { N: 2 ** logN, r: BLOCK_SIZE, p: PARALLELISM };
  const derive = (password: string, salt: Buffer, p = params) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...p, maxmem: 256 * p.N * p.r * p.p + 1024 * 1024 });

  const parse = (stored: string) => {
    const [scheme, logNs, rs, ps, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !logNs || !rs || !ps || !salt || !key) return null;
    return {
      logN: Number(logNs),
      p: { N: 2 ** Number(logNs), r: Number(rs), p: Number(ps) },
      salt: Buffer.from(salt, 'base64url'),
      key: Buffer.from(key, 'base64url'),
    };
  };
  const dummySalt = randomBytes(16);

  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt);
      return ['scrypt', logN, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      const key = await derive(password, parsed.salt, parsed.p);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      return !parsed || parsed.logN < logN || parsed.p.r !== BLOCK_SIZE || parsed.p.p !== PARALLELISM;
    },
    async verifyDummy(password) {
      await derive(password, dummySalt);
    },
  };
}
