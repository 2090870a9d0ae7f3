import { BRAND } from '@restrung/shared/constants';
import { ABOUT_SECTIONS } from '../about-sections.ts';
import { AboutSection } from '../components/about-section.tsx';

/**
 * SPEC.md: the About page opens at its top, even when reached from the bottom of a long page: the root layout's
 * ScrollRestoration does that for every new page, and returns to the reader's place on Back, which a scroll of its
 * own here would undo.
 */
export function AboutPage() {
  return (
    <>
      <div className="bg-base-200">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">About {BRAND}</h1>
          <p className="mt-4 text-lg text-base-content/80">
            The marketplace for second-hand guitars, built by people who play them.
          </p>
        </div>
      </div>
      {ABOUT_SECTIONS.map((section, index) => (
        <AboutSection key={section.id} section={section} imageRight={index % 2 === 1} />
      ))}
    </>
  );
}
