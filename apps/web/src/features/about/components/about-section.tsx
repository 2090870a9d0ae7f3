import type { AboutSectionContent } from '../about-sections.ts';

interface AboutSectionProps {
  section: AboutSectionContent;
  /** Every other section puts its picture on the right, so the page reads as a zigzag on wide screens. */
  imageRight: boolean;
}

export function AboutSection({ section, imageRight }: AboutSectionProps) {
  const headingId = `${section.id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={`mx-auto flex max-w-6xl flex-col items-center gap-8 px-4 py-12 md:gap-12 md:py-16 ${imageRight ? 'md:flex-row-reverse' : 'md:flex-row'}`}
    >
      <div className="w-full md:w-1/2">
        <img
          src={section.image}
          alt={section.imageAlt}
          width={600}
          height={450}
          loading="lazy"
          className="h-auto w-full rounded-box shadow-lg"
        />
      </div>
      <div className="w-full md:w-1/2">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {section.title}
        </h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-base-content/85">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
