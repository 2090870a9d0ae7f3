export interface DemoAccountCredentials {
  email: string;
  password: string;
}

/** Reads the demo accounts the server prints once on a fresh database. */
export function parseDemoAccounts(output: string): Record<string, DemoAccountCredentials> {
  const accounts: Record<string, DemoAccountCredentials> = {};
  for (const label of ['admin', 'verified seller', 'unverified seller', 'buyer']) {
    const match = output.match(new RegExp(`^\\s+${label}\\s+(\\S+@\\S+)\\s+(\\S+)\\s*$`, 'm'));
    if (match) accounts[label] = { email: match[1]!, password: match[2]! };
  }
  if (Object.keys(accounts).length !== 4) throw new Error('the server did not print the four demo accounts');
  return accounts;
}
