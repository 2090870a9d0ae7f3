import type { Track } from '../../tracks/api.ts';

export function TrackCard({ track }: { track: Track }) {
  return (
    <li>
      <article className="card h-full bg-base-100 shadow-md">
        <figure className="aspect-square">
          <img
            src={track.picture}
            alt={`Cover art for ${track.name} by ${track.band}`}
            width={400}
            height={400}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        </figure>
        <div className="card-body gap-1 p-3 sm:p-5">
          <h3 className="card-title text-base sm:text-lg">{track.name}</h3>
          <p className="text-base-content/80">{track.band}</p>
          <div className="card-actions mt-auto pt-3">
            <a
              href={track.urlTube}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-primary btn-sm btn-block"
            >
              Open In Youtube
              <span className="sr-only">
                : {track.name} by {track.band} (opens in a new tab)
              </span>
            </a>
          </div>
        </div>
      </article>
    </li>
  );
}
