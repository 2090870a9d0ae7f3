import { HeroSection } from '../components/hero-section.tsx';
import { CategoryGrid } from '../components/category-grid.tsx';
import { AboutBlurb } from '../components/about-blurb.tsx';
import { EventsSection } from '../components/events-section.tsx';
import { TracksSection } from '../components/tracks-section.tsx';

/** Sections in SPEC.md order. Featured products and statistics join them in their own change. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <CategoryGrid />
      <AboutBlurb />
      <EventsSection />
      <TracksSection />
    </>
  );
}
