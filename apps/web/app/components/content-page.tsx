import { utcClock, writtenDay } from '@discus/domain/calendar';
import { slugify } from '@discus/domain/slug';
import type { ReactNode } from 'react';

// The pages write plain <p>, <ul>, <a>, <strong> and <h3>; their typography is set once here.
const articleClasses = [
  'mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12',
  'text-base text-slate-700 wrap-break-word marker:text-teal-700',
  '[&_p]:leading-relaxed [&_p]:text-slate-700',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:leading-relaxed',
  '[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-teal-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-teal-900',
  '[&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2',
  '[&_a:focus-visible]:outline-teal-700',
].join(' ');

type ContentPageProps = {
  title: string;
  intro?: ReactNode;
  /** ISO date (YYYY-MM-DD) of the last change, shown on policy pages. */
  lastUpdated?: string;
  children: ReactNode;
};

/** The layout of the about, FAQ, contact and policy pages: one <h1>, an intro and sections. */
export function ContentPage({ title, intro, lastUpdated, children }: ContentPageProps) {
  return (
    <article className={articleClasses}>
      <header className="mb-8 border-b border-slate-200 pb-6 sm:mb-10">
        <h1 className="text-3xl font-bold tracking-tight text-teal-800 sm:text-4xl">{title}</h1>
        {lastUpdated ? (
          <p className="mt-2 text-sm text-slate-600">
            Last updated:{' '}
            <time dateTime={lastUpdated}>{writtenDay(utcClock(new Date(`${lastUpdated}T00:00:00Z`)))}</time>
          </p>
        ) : null}
        {intro ? <p className="mt-4 text-lg">{intro}</p> : null}
      </header>
      <div className="space-y-10">{children}</div>
    </article>
  );
}

type SectionProps = {
  title: string;
  /** Anchor for links such as /faq#shipping; defaults to the title as a slug. */
  id?: string;
  children: ReactNode;
};

/** A titled part of a content page: an <h2> and its content. */
export function Section({ title, id, children }: SectionProps) {
  const anchor = id ?? slugify(title);
  return (
    <section aria-labelledby={anchor} className="space-y-4">
      <h2 id={anchor} className="scroll-mt-24 text-2xl font-semibold text-teal-800">
        {title}
      </h2>
      {children}
    </section>
  );
}
