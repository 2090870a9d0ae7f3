import { CATEGORY_IDS, type Condition } from '@restrung/shared/constants';
import { guitarSvg, type GuitarKind } from '../images/guitar-artwork.ts';
import { newId } from '../lib/ids.ts';
import { toCents } from '../lib/money.ts';
import { productsRepository } from '../modules/products/repository.ts';
import type { Storage } from '../storage/storage.ts';
import type { Db } from './client.ts';
import { storeArtwork } from './seed-categories.ts';

/** A seller the demo listings are spread over (users rows: id, name, email). */
export interface DemoSeller {
  id: string;
  name: string;
  email: string;
}

interface DemoListing {
  kind: GuitarKind;
  productName: string;
  usedYears: string;
  marketPrice: number;
  askingPrice: number;
  condition: Condition;
  location: string;
  description: string;
  /** Body colour and background hue of the artwork. */
  color: string;
  hue: number;
  advertise?: boolean;
}

const DEMO_LISTINGS: DemoListing[] = [
  {
    kind: 'electric',
    productName: 'Fender Player Stratocaster',
    usedYears: '2015',
    marketPrice: 849,
    askingPrice: 620,
    condition: 'excellent',
    location: 'Austin, TX',
    color: '#e8e4d8',
    hue: 200,
    advertise: true,
    description:
      'Polar white Strat with a maple neck. Fresh 10s, low action, no fret wear to speak of. Comes with a gig bag and the original trem arm.',
  },
  {
    kind: 'electric',
    productName: 'Gibson Les Paul Studio',
    usedYears: '2012',
    marketPrice: 1599,
    askingPrice: 1150,
    condition: 'good',
    location: 'Nashville, TN',
    color: '#7a1f1f',
    hue: 10,
    advertise: true,
    description:
      'Wine red Les Paul Studio with 490R/498T humbuckers. A few buckle marks on the back, neck is straight, pots recently cleaned.',
  },
  {
    kind: 'electric',
    productName: 'Epiphone SG Standard',
    usedYears: '2019',
    marketPrice: 499,
    askingPrice: 340,
    condition: 'good',
    location: 'Portland, OR',
    color: '#a3322a',
    hue: 330,
    description: 'Cherry SG, light and loud. Small ding on the lower horn, otherwise clean. Set up with 10-46 strings.',
  },
  {
    kind: 'electric',
    productName: 'PRS SE Custom 24',
    usedYears: '2020',
    marketPrice: 899,
    askingPrice: 690,
    condition: 'excellent',
    location: 'Denver, CO',
    color: '#2f6f8f',
    hue: 190,
    description: 'Whale blue flame top, coil split on the tone knob. Played at home only; includes the PRS gig bag.',
  },
  {
    kind: 'acoustic',
    productName: 'Yamaha FG800',
    usedYears: '2021',
    marketPrice: 219,
    askingPrice: 150,
    condition: 'excellent',
    location: 'Chicago, IL',
    color: '#d9a45b',
    hue: 35,
    advertise: true,
    description:
      'Solid spruce top dreadnought, a great first guitar. Barely played, no scratches, new phosphor bronze strings.',
  },
  {
    kind: 'acoustic',
    productName: 'Martin D-18',
    usedYears: '2010',
    marketPrice: 2999,
    askingPrice: 2200,
    condition: 'good',
    location: 'Boston, MA',
    color: '#c8904a',
    hue: 25,
    description:
      'Mahogany back and sides, big warm voice. Honest pick wear by the soundhole, neck reset not needed. Original hard case.',
  },
  {
    kind: 'acoustic',
    productName: 'Taylor 214ce',
    usedYears: '2017',
    marketPrice: 1199,
    askingPrice: 850,
    condition: 'excellent',
    location: 'San Diego, CA',
    color: '#b9773a',
    hue: 15,
    description:
      'Grand auditorium cutaway with ES2 electronics. Plays effortlessly, stored in its case with a humidifier.',
  },
  {
    kind: 'acoustic',
    productName: 'Gibson J-45 Standard',
    usedYears: '2014',
    marketPrice: 2799,
    askingPrice: 1900,
    condition: 'fair',
    location: 'Atlanta, GA',
    color: '#6b3d1e',
    hue: 30,
    advertise: true,
    description:
      'Vintage sunburst workhorse. Checking in the finish and a repaired crack on the lower bout, sounds wonderful.',
  },
  {
    kind: 'bass',
    productName: 'Fender Precision Bass',
    usedYears: '2016',
    marketPrice: 899,
    askingPrice: 640,
    condition: 'good',
    location: 'Seattle, WA',
    color: '#2e6da4',
    hue: 215,
    advertise: true,
    description:
      'Lake placid blue P-Bass with a rosewood board. Flatwounds fitted, a couple of small chips on the edge.',
  },
  {
    kind: 'bass',
    productName: 'Ibanez SR505',
    usedYears: '2018',
    marketPrice: 999,
    askingPrice: 620,
    condition: 'excellent',
    location: 'Minneapolis, MN',
    color: '#4b2e1e',
    hue: 260,
    description: 'Five string with Bartolini pickups and a 3-band EQ. Very fast neck, battery box replaced last year.',
  },
  {
    kind: 'bass',
    productName: 'Music Man StingRay',
    usedYears: '2011',
    marketPrice: 2199,
    askingPrice: 1450,
    condition: 'moderate',
    location: 'Philadelphia, PA',
    color: '#1f1f1f',
    hue: 280,
    description:
      'Black StingRay with the classic humbucker punch. Player grade: wear on the back of the neck and some belt rash.',
  },
  {
    kind: 'bass',
    productName: 'Squier Classic Vibe Jazz Bass',
    usedYears: '2020',
    marketPrice: 449,
    askingPrice: 300,
    condition: 'good',
    location: 'Phoenix, AZ',
    color: '#e3c16f',
    hue: 45,
    description: 'Vintage white 60s Jazz Bass, thin neck, growly bridge pickup. One small scratch on the pickguard.',
  },
  {
    kind: 'classical',
    productName: 'Cordoba C5',
    usedYears: '2019',
    marketPrice: 399,
    askingPrice: 260,
    condition: 'excellent',
    location: 'Miami, FL',
    color: '#b5763a',
    hue: 140,
    advertise: true,
    description: 'Solid cedar top, mahogany back and sides. Warm nylon string sound, kept in a padded bag.',
  },
  {
    kind: 'classical',
    productName: 'Yamaha C40',
    usedYears: '2022',
    marketPrice: 169,
    askingPrice: 95,
    condition: 'good',
    location: 'Columbus, OH',
    color: '#d0a060',
    hue: 120,
    description: 'Full size student classical, light and easy to play. Strings changed last month.',
  },
  {
    kind: 'classical',
    productName: 'Alhambra 4P',
    usedYears: '2015',
    marketPrice: 899,
    askingPrice: 610,
    condition: 'good',
    location: 'Santa Fe, NM',
    color: '#a56a30',
    hue: 100,
    description:
      'Spanish-made solid cedar top with Indian rosewood sides. Lovely projection, minor wear by the rosette.',
  },
  {
    kind: 'classical',
    productName: 'Ramirez 2NE',
    usedYears: '2008',
    marketPrice: 2499,
    askingPrice: 1750,
    condition: 'moderate',
    location: 'New York, NY',
    color: '#8a5427',
    hue: 160,
    description:
      'Concert-style red cedar top from Madrid. Played for years: finish wear on the arm rest, a small fixed crack, sounds superb.',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Demo listings for a fresh database: sixteen used guitars across the four categories, each with our own
 * drawn artwork (800 px wide, the size a card shows), all Available, six advertised, posted over the past
 * six months, spread over the given sellers. Does nothing when any product exists or no seller is given.
 * Only verified sellers' listings are public (docs/decisions/0003-unverified-sellers.md).
 * Answers how many products it created.
 */
export async function seedDemoProducts(
  db: Db,
  storage: Storage,
  sellers: DemoSeller[],
  now = new Date(),
): Promise<number> {
  const products = productsRepository(db);
  if (sellers.length === 0 || (await products.count()) > 0) return 0;
  const photos = await Promise.all(
    DEMO_LISTINGS.map((listing) =>
      storeArtwork(
        storage,
        'products',
        slug(listing.productName),
        guitarSvg({ kind: listing.kind, color: listing.color, hue: listing.hue }),
        800,
      ),
    ),
  );
  await products.insertMany(
    DEMO_LISTINGS.map((listing, i) => {
      const seller = sellers[i % sellers.length]!;
      return {
        id: newId(),
        sellerId: seller.id,
        sellerName: seller.name,
        sellerEmail: seller.email,
        categoryId: CATEGORY_IDS[listing.kind],
        productName: listing.productName,
        productPhoto: photos[i]!,
        marketPriceCents: toCents(listing.marketPrice),
        askingPriceCents: toCents(listing.askingPrice),
        usedYears: listing.usedYears,
        condition: listing.condition,
        description: listing.description,
        location: listing.location,
        phone: `+1 555 01${String(10 + (i % sellers.length)).padStart(2, '0')}`,
        status: 'Available' as const,
        advertise: listing.advertise ?? false,
        report: false,
        // Spread over the past six months, the first listing the most recent.
        postedAt: new Date(now.getTime() - (2 + i * 11) * DAY_MS - i * 37 * 60 * 1000),
      };
    }),
  );
  return DEMO_LISTINGS.length;
}
