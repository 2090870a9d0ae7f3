/** The person the local OpenID Connect provider signs in as "Google". */
export const GOOGLE_TEST_PERSON = { sub: 'google-e2e-1', email: 'gina.google@example.test', name: 'Gina Google' };
