// Passwords are stored as argon2id hashes.
import argon2 from 'argon2';

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail, invited user with no
 * password yet) it still spends the time of one verification, so timing does not reveal which.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('no such user: constant-time filler');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
