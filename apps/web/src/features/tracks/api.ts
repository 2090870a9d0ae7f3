import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

export const trackSchema = z.object({
  picture: z.string(),
  name: z.string(),
  band: z.string(),
  urlTube: z.url(),
});
export type Track = z.infer<typeof trackSchema>;

export const trackListSchema = z.array(trackSchema);

export const trackKeys = { all: ['tracks'] as const };

/** The favourite tracks are a static file shipped with the web app (public/tracks.json), not an API resource. */
export async function fetchTracks(signal?: AbortSignal): Promise<Track[]> {
  const response = await fetch('/tracks.json', { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Could not load the tracks (${response.status}).`);
  return trackListSchema.parse(await response.json());
}

// The file only changes with a release, so one fetch per visit is enough.
export const useTracks = () =>
  useQuery({ queryKey: trackKeys.all, queryFn: ({ signal }) => fetchTracks(signal), staleTime: Infinity });
