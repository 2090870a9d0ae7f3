import { UPCOMING_EVENTS } from '../../events/api.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { EventCard } from './event-card.tsx';

export function EventsSection() {
  return (
    <section aria-labelledby="events-title" className="bg-base-200">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading
          id="events-title"
          title="Upcoming Events"
          intro="Meet other players, hear great guitars live and maybe find your next one."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {UPCOMING_EVENTS.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      </div>
    </section>
  );
}
