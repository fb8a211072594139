// The page frame around every route: progress bar, header, main content, footer and the page-wide overlays.
import type { ReactNode } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import type { PageVars } from '../../../contract/site'
import { CookieBar } from './cookie-bar/cookie-bar'
import { Footer } from './footer/footer'
import { Header, type HeaderProps } from './header/header'
import { PageUp } from './page-up/page-up'
import { RouteProgress } from './route-progress/route-progress'
import { ServerErrorAlert } from './server-error-alert'
import styles from './site-layout.module.css'

type SiteLayoutProps = {
  vars: PageVars | null
  session?: HeaderProps['session']
  onLogin?: HeaderProps['onLogin']
  account?: HeaderProps['account']
  /** Dialogs the page frame owns (the account dialogs). */
  overlays?: ReactNode
  children: ReactNode
}

export function SiteLayout({ vars, session = null, onLogin, account, overlays, children }: SiteLayoutProps) {
  const siteName = vars?.settings.site_name || m.site_name()
  return (
    <div className={styles.page}>
      <RouteProgress />
      <a className={styles.skip} href="#content">
        {m.layout_skip_to_content()}
      </a>
      <Header vars={vars} session={session} onLogin={onLogin} account={account} />
      <main id="content" className={styles.main} tabIndex={-1} data-skip-target>
        <div className="container">{children}</div>
      </main>
      <Footer footer={vars?.footer} menus={vars?.menus ?? []} siteName={siteName} />
      <CookieBar text={vars?.settings.cookie_bar_text} />
      <PageUp />
      <ServerErrorAlert />
      {overlays}
    </div>
  )
}
