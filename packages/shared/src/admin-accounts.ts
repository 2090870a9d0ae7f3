import { z } from 'zod';

/**
 * The admins list and "Remove admin rights" (issue 9): an admin made by mistake becomes a buyer again.
 * Never the last admin, never yourself.
 */

/** GET /alladmins: one admin, oldest first (the first admins are the ones a site keeps longest). */
export const adminRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  img: z.string().nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type AdminRow = z.infer<typeof adminRowSchema>;
export const adminListSchema = z.array(adminRowSchema);

/** PUT /alladmins/{id}/demote: sent with a JSON content type and no body; an empty object is accepted too. */
export const demoteAdminBodySchema = z.object({}).nullish();
export const demoteAdminResponseSchema = z.object({
  acknowledged: z.literal(true),
  /** The role the account has now. */
  role: z.literal('buyer'),
});
export type DemoteAdminResponse = z.infer<typeof demoteAdminResponseSchema>;

export const DEMOTE_MESSAGES = {
  self: 'You cannot remove your own admin rights. Ask another admin to do it.',
  lastAdmin: 'This is the last admin. Make another account an admin first (npm run create-admin), then try again.',
  notAdmin: 'This account is not an admin (any more). Reload the list.',
  notFound: 'No admin has this id. The account may have been deleted; reload the list.',
  notFoundByEmail: (email: string) => `No account has the email ${email}.`,
  callerNotAdmin: 'Only admins can do this.',
  done: (name: string) => `${name} is now a buyer.`,
} as const;

/** Texts of the All Admins page. */
export const ADMIN_ACCOUNTS_TEXTS = {
  title: 'All Admins',
  empty: 'No admins found.',
  loadError: 'The admins could not be loaded.',
  you: 'You',
  removeButton: 'Remove admin rights',
  intro: "Everyone who can run the site. Removing an admin's rights makes the account a buyer; its data stays.",
  confirm: (name: string, email: string) =>
    `Remove the admin rights of ${name} (${email})? The account becomes a buyer at its next request; its data stays.`,
  confirmAction: 'Remove admin rights',
} as const;
