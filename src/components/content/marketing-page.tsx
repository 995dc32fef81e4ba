import Link from "next/link";
import type { ReactNode } from "react";

export interface Cta {
  label: string;
  href: string;
}

export interface Feature {
  title: string;
  text: string;
}

export interface MarketingSection {
  title: string;
  intro?: string;
  features?: Feature[];
  paragraphs?: string[];
  steps?: Feature[];
}

export interface MarketingContent {
  eyebrow: string;
  title: string;
  intro: string;
  ctas?: Cta[];
  sections: MarketingSection[];
  closing?: { title: string; text: string; cta: Cta };
}

/** The shape every marketing page shares: a hero, sections of features, steps or text, and a closing call. */
export function MarketingPage({ content, children }: { content: MarketingContent; children?: ReactNode }) {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{content.eyebrow}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">{content.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{content.intro}</p>
          {content.ctas && content.ctas.length > 0 && (
            <div className="mt-8 flex flex-wrap gap-3">
              {content.ctas.map((cta, index) => (
                <Link
                  key={cta.href}
                  href={cta.href}
                  className={
                    index === 0
                      ? "rounded-lg bg-brand-600 px-5 py-3 font-medium text-white hover:bg-brand-700"
                      : "rounded-lg border border-line bg-white px-5 py-3 font-medium hover:bg-brand-50"
                  }
                >
                  {cta.label}
                </Link>
              ))}
            </div>
          )}
        </div>
      </section>
      {content.sections.map((section) => (
        <section key={section.title} className="mx-auto max-w-6xl px-4 py-10">
          <h2 className="text-2xl font-semibold">{section.title}</h2>
          {section.intro && <p className="mt-2 max-w-3xl text-muted">{section.intro}</p>}
          {section.paragraphs && (
            <div className="mt-4 max-w-3xl space-y-4 leading-relaxed">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          )}
          {section.features && (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {section.features.map((feature) => (
                <li key={feature.title} className="rounded-2xl border border-line bg-white p-5">
                  <h3 className="font-semibold">{feature.title}</h3>
                  <p className="mt-2 text-sm text-muted">{feature.text}</p>
                </li>
              ))}
            </ul>
          )}
          {section.steps && (
            <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {section.steps.map((step, index) => (
                <li key={step.title} className="rounded-2xl border border-line bg-white p-5">
                  <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
                    {index + 1}
                  </span>
                  <h3 className="mt-3 font-semibold">{step.title}</h3>
                  <p className="mt-2 text-sm text-muted">{step.text}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
      {children}
      {content.closing && (
        <section className="mx-auto max-w-6xl px-4 py-10">
          <div className="rounded-3xl bg-brand-700 px-6 py-10 text-white sm:px-10">
            <h2 className="text-2xl font-semibold">{content.closing.title}</h2>
            <p className="mt-2 max-w-2xl text-brand-50">{content.closing.text}</p>
            <Link
              href={content.closing.cta.href}
              className="mt-6 inline-block rounded-lg bg-white px-5 py-3 font-medium text-brand-700 hover:bg-brand-50"
            >
              {content.closing.cta.label}
            </Link>
          </div>
        </section>
      )}
    </>
  );
}
