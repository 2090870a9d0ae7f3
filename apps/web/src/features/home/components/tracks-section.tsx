import { useTracks } from '../../tracks/api.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { TrackCard } from './track-card.tsx';

const SKELETON_COUNT = 4;

export function TracksSection() {
  const { data, error, isPending, isFetching, refetch } = useTracks();

  return (
    <section aria-labelledby="tracks-title" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading
        id="tracks-title"
        title="All Time Favourite Tracks"
        intro="The songs that made us pick up a guitar in the first place."
      />
      {isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            Loading tracks…
          </p>
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4" aria-hidden="true">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical and never reorder
              <li key={index} className="skeleton aspect-[3/4]" />
            ))}
          </ul>
        </div>
      ) : error ? (
        <QueryError what="the tracks" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.length === 0 ? (
        <p className="rounded-box bg-base-200 p-8 text-center text-base-content/80">No tracks to show right now.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {data.map((track) => (
            <TrackCard key={track.urlTube} track={track} />
          ))}
        </ul>
      )}
    </section>
  );
}
