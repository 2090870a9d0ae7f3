import { HeroSection } from '../components/hero-section.tsx';
import { CategoryGrid } from '../components/category-grid.tsx';
import { AboutBlurb } from '../components/about-blurb.tsx';
import { StatsSection } from '../components/stats-section.tsx';
import { EventsSection } from '../components/events-section.tsx';
import { TracksSection } from '../components/tracks-section.tsx';
import { FeaturedProducts } from '../../products/components/featured-products.tsx';

/** Sections in SPEC.md order. */
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
