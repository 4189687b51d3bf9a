import { decoyHash, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies the password it hashed, in the self-describing scrypt format', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(hash).not.toContain('correct horse battery');
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
  });

  it('rejects a wrong password, including near misses', async () => {
    const hash = await hashPassword('correct horse battery');
    for (const attempt of ['correct horse batter', 'Correct horse battery', 'correct horse battery ', '', 'x']) {
      await expect(verifyPassword(attempt, hash)).resolves.toBe(false);
    }
  });

  it('salts every hash: the same password hashes differently each time, and both verify', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
    await expect(verifyPassword('same password', a)).resolves.toBe(true);
    await expect(verifyPassword('same password', b)).resolves.toBe(true);
  });

  it('handles non-ASCII passwords', async () => {
    const hash = await hashPassword('pässwörd — 密码 🔑');
    await expect(verifyPassword('pässwörd — 密码 🔑', hash)).resolves.toBe(true);
    await expect(verifyPassword('passwörd — 密码 🔑', hash)).resolves.toBe(false);
  });

  it('answers false for a stored value that is not a scrypt hash', async () => {
    for (const stored of ['', 'plain text', '$2b$10$abcdefghijklmnopqrstuv', 'scrypt$16384$8$1$', 'scrypt$16384$8$1$c2FsdA==']) {
      await expect(verifyPassword('anything', stored)).resolves.toBe(false);
    }
  });

  it('keeps one decoy hash that no guess matches', async () => {
    const decoy = await decoyHash();
    expect(await decoyHash()).toBe(decoy);
    expect(decoy).toMatch(/^scrypt\$/);
    await expect(verifyPassword('correct horse battery', decoy)).resolves.toBe(false);
  });
});
