import type { ReactNode } from 'react';

interface PolicySectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

export function PolicySection({ id, title, children }: PolicySectionProps) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
