import { z } from 'zod';

/** The shape of public/tracks.json, loaded with the file (`api.ts`) rather than before the home page paints. */
const trackSchema = z.object({
  picture: z.string(),
  name: z.string(),
  band: z.string(),
  urlTube: z.url(),
});
export type Track = z.infer<typeof trackSchema>;

export const trackListSchema = z.array(trackSchema);
