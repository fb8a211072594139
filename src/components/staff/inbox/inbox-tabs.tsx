// The inbox's three parts: messages, survey answers, the wait list.
import { m } from '../../../../messages/compiled/messages.js'
import { AppLink } from '../../ui/app-link'
import styles from './inbox.module.css'

export type InboxTab = 'messages' | 'surveys' | 'wait-list'

const TABS: { tab: InboxTab; to: string; title: () => string }[] = [
  { tab: 'messages', to: '/staff/inbox/', title: m.staff_inbox_tab_messages },
  { tab: 'surveys', to: '/staff/inbox/surveys/', title: m.staff_inbox_tab_surveys },
  { tab: 'wait-list', to: '/staff/inbox/wait-list/', title: m.staff_inbox_tab_wait_list },
]

export function InboxTabs({ current }: { current: InboxTab }) {
  return (
    <nav className={styles.tabs} aria-label={m.staff_inbox_tabs()}>
      {TABS.map(({ tab, to, title }) => (
        <AppLink key={tab} to={to} className={styles.tab} aria-current={tab === current ? 'page' : undefined}>
          {title()}
        </AppLink>
      ))}
    </nav>
  )
}
