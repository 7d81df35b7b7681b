import type { SiteLang } from '@shared/site'
import { ANCHORS } from '../lib/links'
import { FeaturesSection } from './features-section'
import { HeroBackground } from './hero-background'
import { LandingHeader } from './landing-header'
import { LandingHero } from './landing-hero'
import { PlanSection } from './plan-section'
import { SiteFooter } from './site-footer'
import { StatsBand } from './stats-band'

/** The Portuguese and English landing pages: one structure, the language as a prop (spec §2). */
export function LandingPage({ lang, path }: { lang: SiteLang; path: string }) {
  return (
    <div className="relative min-h-svh bg-background">
      {/* over the hero's background; the hero leaves room for it (fixed height: no shift) */}
      <div className="absolute inset-x-0 top-0 z-20">
        <LandingHeader lang={lang} path={path} />
      </div>
      <main>
        <HeroBackground id={ANCHORS[lang].home}>
          <LandingHero lang={lang} />
        </HeroBackground>
        <FeaturesSection lang={lang} />
        <StatsBand lang={lang} />
        <PlanSection lang={lang} />
      </main>
      <SiteFooter lang={lang} />
    </div>
  )
}
