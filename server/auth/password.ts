import "server-only";
import bcrypt from "bcryptjs";

const ROUNDS = Number(process.env.BCRYPT_ROUNDS ?? 10);

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, ROUNDS);
}

export function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  // Compare against a fixed hash when the user has none, so timing does not reveal unknown emails.
  return bcrypt.compare(password, hash ?? "$2b$10$CwTycUXWue0Thq9StjUM0uJ8DPLKXt1FYlwYpQW9Qm8LfVh2dRGYy");
}
