import { uuidv7 } from 'uuidv7';

/** Time-ordered ids: good index locality and a stable order for keyset pagination. */
export const newId = (): string => uuidv7();
