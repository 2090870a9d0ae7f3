import { TOKEN_KEY } from '@restrung/shared/constants';

/** The session token lives in localStorage under "{product}Token" (SPEC.md section 3). */
export const sessionToken = {
  get: (): string | null => {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};
