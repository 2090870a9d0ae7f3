import { Link } from 'react-router';
import { PATHS } from '../../../components/site-links.ts';
import heroUrl from '../../../assets/hero-guitars.svg?no-inline';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="hero bg-base-200">
      <div className="hero-content mx-auto w-full max-w-6xl flex-col gap-10 px-4 py-12 md:flex-row md:py-20">
        <div className="flex-1 text-center md:text-left">
          <p className="mb-3 text-sm font-semibold tracking-widest text-primary uppercase">Second-hand guitars</p>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Every guitar deserves another song
          </h1>
          <p className="mt-5 max-w-xl text-lg text-base-content/80 mx-auto md:mx-0">
            Buy and sell used electric, acoustic, bass and classical guitars from players near you. Checked sellers,
            honest descriptions and fair prices.
          </p>
          <Link to={PATHS.products} className="btn btn-primary btn-lg mt-8">
            Browse Guitars
          </Link>
        </div>
        <div className="w-full max-w-md flex-1 md:max-w-none">
          {/* The hero picture is the largest paint on arrival: fetch it first rather than lazily. */}
          <img
            src={heroUrl}
            alt="An acoustic and an electric guitar with a price tag, ready for a new owner"
            width={800}
            height={600}
            fetchPriority="high"
            className="h-auto w-full rounded-box shadow-xl"
          />
        </div>
      </div>
    </section>
  );
}
