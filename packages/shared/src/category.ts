import { z } from 'zod';

export const categorySchema = z.object({
  _id: z.string(),
  category: z.string(),
  photo: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.array(categorySchema);
