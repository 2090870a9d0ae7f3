import { CATEGORY_IDS, type Condition } from '@restrung/shared/constants';
import { ARTWORK_VIEWS, guitarSvg, type GuitarKind } from '../images/guitar-artwork.ts';
import { newId } from '../lib/ids.ts';
import { toCents } from '../lib/money.ts';
import { productsRepository } from '../modules/products/repository.ts';
import type { Storage } from '../storage/storage.ts';
import type { Db } from './client.ts';
import type { products as productsTable } from './schema.ts';
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
  /** Guitar details (issue 12); every demo guitar is right-handed. */
  details: Pick<
    typeof productsTable.$inferInsert,
    | 'brand'
    | 'model'
    | 'yearBuilt'
    | 'bodyType'
    | 'strings'
    | 'finish'
    | 'caseIncluded'
    | 'serialNumber'
    | 'modifications'
  >;
  /** Body colour and background hue of the artwork. */
  color: string;
  hue: number;
  advertise?: boolean;
}

const DEMO_LISTINGS: DemoListing[] = [
  {
    kind: 'electric',
    productName: 'Fender Player Stratocaster',
    details: {
      brand: 'Fender',
      model: 'Player Stratocaster',
      yearBuilt: 2015,
      bodyType: 'solid',
      strings: 6,
      finish: 'Polar White',
      caseIncluded: 'gig-bag',
      serialNumber: 'MX15512345',
    },
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
    details: {
      brand: 'Gibson',
      model: 'Les Paul Studio',
      yearBuilt: 2011,
      bodyType: 'solid',
      strings: 6,
      finish: 'Wine Red',
      caseIncluded: 'hard-case',
      serialNumber: '110320456',
      modifications: 'Grover locking tuners',
    },
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
    details: {
      brand: 'Epiphone',
      model: 'SG Standard',
      yearBuilt: 2019,
      bodyType: 'solid',
      strings: 6,
      finish: 'Cherry',
      caseIncluded: 'none',
    },
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
    details: {
      brand: 'PRS',
      model: 'SE Custom 24',
      yearBuilt: 2020,
      bodyType: 'solid',
      strings: 6,
      finish: 'Whale Blue',
      caseIncluded: 'gig-bag',
      serialNumber: 'CTIF012345',
    },
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
    details: {
      brand: 'Yamaha',
      model: 'FG800',
      yearBuilt: 2021,
      bodyType: 'dreadnought',
      strings: 6,
      finish: 'Natural',
      caseIncluded: 'none',
    },
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
    details: {
      brand: 'Martin',
      model: 'D-18',
      yearBuilt: 2009,
      bodyType: 'dreadnought',
      strings: 6,
      finish: 'Natural',
      caseIncluded: 'hard-case',
      serialNumber: '1312345',
    },
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
    details: {
      brand: 'Taylor',
      model: '214ce',
      yearBuilt: 2017,
      bodyType: 'grand-auditorium',
      strings: 6,
      finish: 'Natural',
      caseIncluded: 'hard-case',
      serialNumber: '2107157001',
    },
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
    details: {
      brand: 'Gibson',
      model: 'J-45 Standard',
      yearBuilt: 2013,
      bodyType: 'dreadnought',
      strings: 6,
      finish: 'Vintage Sunburst',
      caseIncluded: 'hard-case',
      serialNumber: '12263045',
      modifications: 'Bone saddle and nut',
    },
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
    details: {
      brand: 'Fender',
      model: 'Precision Bass',
      yearBuilt: 2016,
      bodyType: 'solid',
      strings: 4,
      finish: 'Lake Placid Blue',
      caseIncluded: 'gig-bag',
      serialNumber: 'MX16098765',
      modifications: 'Flatwound strings',
    },
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
    details: {
      brand: 'Ibanez',
      model: 'SR505',
      yearBuilt: 2018,
      bodyType: 'solid',
      strings: 5,
      finish: 'Brown Mahogany',
      caseIncluded: 'gig-bag',
      modifications: 'Battery box replaced',
    },
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
    details: {
      brand: 'Music Man',
      model: 'StingRay',
      yearBuilt: 2010,
      bodyType: 'solid',
      strings: 4,
      finish: 'Black',
      caseIncluded: 'hard-case',
      serialNumber: 'F45678',
    },
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
    details: {
      brand: 'Squier',
      model: "Classic Vibe '60s Jazz Bass",
      yearBuilt: 2020,
      bodyType: 'solid',
      strings: 4,
      finish: 'Vintage White',
      caseIncluded: 'none',
    },
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
    details: {
      brand: 'Cordoba',
      model: 'C5',
      yearBuilt: 2019,
      bodyType: 'classical',
      strings: 6,
      finish: 'Natural',
      caseIncluded: 'gig-bag',
    },
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
    details: {
      brand: 'Yamaha',
      model: 'C40',
      yearBuilt: 2022,
      bodyType: 'classical',
      strings: 6,
      finish: 'Natural',
      caseIncluded: 'none',
    },
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
    details: {
      brand: 'Alhambra',
      model: '4P',
      yearBuilt: 2015,
      bodyType: 'classical',
      strings: 6,
      finish: 'Natural',
      caseIncluded: 'gig-bag',
    },
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
    details: {
      brand: 'Ramírez',
      model: '2NE',
      yearBuilt: 2007,
      bodyType: 'classical',
      strings: 6,
      finish: 'Natural',
      caseIncluded: 'hard-case',
      serialNumber: '2NE-7741',
      modifications: 'Crack by the lower bout repaired by a luthier',
    },
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
 * drawn artwork in three views (800 px wide, the size a card shows), makers, models and other details, all Available, six advertised, posted over the past
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
      Promise.all(
        ARTWORK_VIEWS.map((view) =>
          storeArtwork(
            storage,
            'products',
            `${slug(listing.productName)}-${view}`,
            guitarSvg({ kind: listing.kind, color: listing.color, hue: listing.hue, view }),
            800,
          ),
        ),
      ),
    ),
  );
  for (const [i, listing] of DEMO_LISTINGS.entries()) {
    const seller = sellers[i % sellers.length]!;
    await products.insertWithPhotos(
      {
        id: newId(),
        sellerId: seller.id,
        sellerName: seller.name,
        sellerEmail: seller.email,
        categoryId: CATEGORY_IDS[listing.kind],
        productName: listing.productName,
        productPhoto: photos[i]![0]!,
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
        handedness: 'right',
        ...listing.details,
      },
      photos[i]!,
    );
  }
  return DEMO_LISTINGS.length;
}
