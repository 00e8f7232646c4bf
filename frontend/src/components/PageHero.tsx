import type { ReactNode } from 'react';

/** The coloured band at the top of the inner pages. */
export function PageHero({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-teal-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6 md:py-20 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl md:text-5xl">{title}</h1>
        {subtitle && <p className="mx-auto mt-4 max-w-3xl text-base text-brand-100 sm:text-lg">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
