import bcrypt from 'bcryptjs';

const COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

// Compared against when the e-mail is unknown, so "no such account" takes as long as "wrong password".
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', COST);

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && hash !== undefined;
}
