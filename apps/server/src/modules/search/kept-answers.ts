import type { Product } from '@restrung/shared/product';
import type { SearchResult } from '@restrung/shared/search';
import type { SearchQuery } from '@restrung/shared/search-input';
import type { SessionUser } from '@restrung/shared/user';
import type { ReadCaches } from '../../lib/read-cache.ts';
import { NOBODY } from '../products/repository.ts';
import { ratingTags } from '../reviews/cached-ratings.ts';
import { LISTING_WORDS } from './listing-words.ts';
import type { SearchAnswer } from './service.ts';

/** Kept answers, counted per listing in them (about 2 kB each as objects, plus their bytes): about 10-20 MB. */
const MAX_ANSWER_ITEMS = 5_000;
/** What a search reads (cached-search.ts), and the sellers' ratings its cards show. */
const OTHER_TABLES = ['verified_sellers', 'stolen_reports'] as const;
const ANSWER_TABLES = [LISTING_WORDS, 'seller_ratings', ...OTHER_TABLES] as const;
/**
 * The listing changes the answer's keywords can be touched by (decision 0082), the ratings of the sellers on its
 * cards, and every change to the others.
 */
const answerTags = ({ listingTags, result }: SearchAnswer) => [
  ...listingTags,
  ...ratingTags(result.items.map((item) => item.sellerId)),
  ...OTHER_TABLES,
];

type Build = (query: SearchQuery, viewer: SessionUser | null) => Promise<SearchAnswer>;
/** Tells a buyer which listings they reported: the same array when they reported none of them. */
type TellReports = (items: Product[], viewer: SessionUser) => Promise<Product[]>;

/**
 * Whole search answers, kept per query and kind of viewer, so a repeated search is the same object every time and
 * its bytes are serialized and compressed once (lib/shared-bodies.ts), as for the category page (decision 0032).
 * Each kind's answer is built for a stand-in who owns nothing and reported nothing: admins (every serial whole),
 * buyers (every listing "not reported by me"), everyone else (serials masked). A seller whose own listing is in the
 * answer, and a buyer who reported one in it, get an answer built for them alone.
 */
export function keptSearchAnswers(caches: ReadCaches, build: Build, tellReports: TellReports) {
  const answers = caches.create<SearchAnswer, (typeof ANSWER_TABLES)[number]>({
    maxSize: MAX_ANSWER_ITEMS,
    sizeOf: (answer: SearchAnswer) => answer.result.items.length + 1,
    readsFrom: ANSWER_TABLES,
  });

  return async (query: SearchQuery, viewer: SessionUser): Promise<SearchResult> => {
    const standIn = viewer.role === 'admin' || viewer.role === 'buyer' ? { ...viewer, id: NOBODY } : null;
    const kept = (await answers.read(
      `${standIn?.role ?? 'everyone'}:${JSON.stringify(query)}`,
      () => build(query, standIn),
      answerTags,
    ))!.result;
    if (viewer.role !== 'admin' && kept.items.some((item) => item.sellerId === viewer.id))
      return (await build(query, viewer)).result;
    if (viewer.role !== 'buyer') return kept;
    const items = await tellReports(kept.items, viewer);
    return items === kept.items ? kept : { ...kept, items };
  };
}
