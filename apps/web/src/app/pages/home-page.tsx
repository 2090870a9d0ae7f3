import { HeroSection } from '../../features/home/components/hero-section.tsx';
import { CategoryGrid } from '../../features/home/components/category-grid.tsx';
import { AboutBlurb } from '../../features/home/components/about-blurb.tsx';
import { StatsSection } from '../../features/home/components/stats-section.tsx';
import { EventsSection } from '../../features/home/components/events-section.tsx';
import { TracksSection } from '../../features/home/components/tracks-section.tsx';
import { FeaturedProducts } from '../../features/products/components/featured-products.tsx';

/** Sections in SPEC.md order; composed here because they come from the home and products features. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <FeaturedProducts />
      <CategoryGrid />
      <AboutBlurb />
      <StatsSection />
      <EventsSection />
      <TracksSection />
    </>
  );
}
