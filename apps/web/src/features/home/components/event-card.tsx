import { formatEventDate, type UpcomingEvent } from '../../events/api.ts';

export function EventCard({ event }: { event: UpcomingEvent }) {
  return (
    <li>
      <article className="card h-full bg-base-100 shadow-md">
        <figure className="aspect-[3/2]">
          <img
            src={event.image}
            alt={event.imageAlt}
            width={600}
            height={400}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        </figure>
        <div className="card-body gap-3 p-5">
          <time dateTime={event.date} className="text-sm font-semibold text-primary">
            {formatEventDate(event.date)}
          </time>
          <h3 className="card-title text-xl">{event.title}</h3>
          <p className="text-base-content/80">{event.description}</p>
          <div className="card-actions mt-auto pt-2">
            <a
              href={event.url}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-outline btn-primary btn-sm"
            >
              Learn More<span className="sr-only"> about {event.title} (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </article>
    </li>
  );
}
