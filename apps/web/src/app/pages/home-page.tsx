import { CategoryGrid } from '../../features/home/components/category-grid.tsx';
import { AboutBlurb } from '../../features/home/components/about-blurb.tsx';
import { StatsSection } from '../../features/home/components/stats-section.tsx';
import { EventsSection } from '../../features/home/components/events-section.tsx';
import { TracksSection } from '../../features/home/components/tracks-section.tsx';
import { FeaturedProducts } from '../../features/products/components/featured-products.tsx';

/**
 * The home page below its hero, in SPEC.md order: the page's own chunk, drawn under the hero once it has arrived
 * (home-route.tsx). Composed here because the sections come from the home and products features.
 */
export function HomeSections() {
  return (
    <>
      <FeaturedProducts />
      <CategoryGrid />
      <AboutBlurb />
      <StatsSection />
      <EventsSection />
      <TracksSection />
    </>
  );
}
