import bcrypt from 'bcryptjs';

const ROUNDS = 10;
export const hashPassword = (plain: string) => bcrypt.hash(plain, ROUNDS);
export const checkPassword = (plain: string, hash: string) => bcrypt.compare(plain, hash);
