// The home page: hero slider, special offers and new, hits, feature tiles, latest news, brands and the about
// section. The page has no visible heading of its own, so its title is the h1 for screen readers and robots.
import { m } from '../../../messages/compiled/messages.js'
import type { HomePage as HomePageData } from '../../../contract/content'
import { AboutSection } from '../company/about-section'
import { FeatureList } from '../company/feature-list'
import { BrandTiles } from './brand-tiles'
import { HeroSlider } from './hero-slider'
import { ItemSlider } from './item-slider'
import { LatestNews } from './latest-news'
import styles from './home-page.module.css'

export function HomePage({ page }: { page: HomePageData }) {
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{page.title}</h1>
      {page.slides.length > 0 ? <HeroSlider slides={page.slides} /> : null}
      <ItemSlider title={m.home_special_title()} products={page.special} />
      <ItemSlider title={m.home_hits_title()} products={page.hits} />
      {page.features.length > 0 ? <FeatureList features={page.features} title={m.home_features_title()} /> : null}
      <LatestNews news={page.news} />
      <BrandTiles brands={page.brands} />
      {page.about ? <AboutSection about={page.about} /> : null}
    </div>
  )
}
