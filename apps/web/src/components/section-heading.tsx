interface SectionHeadingProps {
  id: string;
  title: string;
  intro?: string;
}

/** The h2 of a page section; sections point at it with aria-labelledby. */
export function SectionHeading({ id, title, intro }: SectionHeadingProps) {
  return (
    <div className="mb-8 text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mx-auto mt-3 max-w-2xl text-base-content/80">{intro}</p>}
    </div>
  );
}
