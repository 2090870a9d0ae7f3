import { HeroSection } from '../../features/home/components/hero-section.tsx';
import { lazyComponent } from '../lazy-component.tsx';

const Sections = lazyComponent(() => import('./home-page.tsx').then((module) => module.HomeSections)).Component;

/**
 * `/`: the hero from the app's entry, the sections below it from the page's chunk once it has arrived. Not a lazy
 * route: the router would draw its first-load fallback until the chunk came and then the page, two different trees,
 * so the hero's picture (the page's largest paint) would be drawn twice. Drawn by this one component from the first
 * render on, the hero is the very elements of the HTML's first frame, which the app adopts (start-app.tsx).
 */
export function HomeRoute() {
  return (
    <>
      <HeroSection />
      <Sections />
    </>
  );
}
