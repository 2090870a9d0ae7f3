import { useQuery } from '@tanstack/react-query';
import type { Track } from './track-schema.ts';

export type { Track };

export const trackKeys = { all: ['tracks'] as const };

/** The favourite tracks are a static file shipped with the web app (public/tracks.json), not an API resource. */
export async function fetchTracks(signal?: AbortSignal): Promise<Track[]> {
  const schema = import('./track-schema.ts');
  const response = await fetch('/tracks.json', { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Could not load the tracks (${response.status}).`);
  return (await schema).trackListSchema.parse(await response.json());
}

// The file only changes with a release, so one fetch per visit is enough.
export const useTracks = () =>
  useQuery({ queryKey: trackKeys.all, queryFn: ({ signal }) => fetchTracks(signal), staleTime: Infinity });
