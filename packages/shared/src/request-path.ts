/** The answer to a request whose path is spelled unusually (see apps/server/src/plugins/canonical-path.ts). */
export const NON_CANONICAL_PATH_MESSAGE =
  'This address is not valid: please use it without dot segments, repeated slashes, backslashes, semicolons or encoded letters.';
