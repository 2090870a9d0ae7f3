import { Link } from 'react-router';
import { PATHS } from '../../../components/site-links.ts';

export function AboutBlurb() {
  return (
    <section aria-labelledby="about-blurb-title" className="bg-secondary text-secondary-content">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-16 text-center">
        <h2 id="about-blurb-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          About Restrung
        </h2>
        <p className="text-lg">
          Restrung is a marketplace made by players for players. Sellers list the guitars they have outgrown, buyers
          book the one that speaks to them and pay by card, and our team verifies sellers and looks into every report.
          Good instruments stay on stage instead of gathering dust.
        </p>
        <Link to={PATHS.about} className="btn btn-accent">
          Read our story
        </Link>
      </div>
    </section>
  );
}
