// SVG icons (stroke icons on a 24 px grid). Decorative by default: the control around them carries the label.
import type { SVGProps } from 'react'
import styles from './icons.module.css'

/** `size` null: the size comes from the stylesheet (an icon many cards repeat). */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | null }

const paths = (list: string[]) => list.map((d) => <path key={d} d={d} />)

const box = (size: number | null) => (size === null ? {} : { width: size, height: size })

function Svg({ size = 20, className, ...rest }: IconProps & { children: SVGProps<SVGSVGElement>['children'] }) {
  const classes = className ? `${styles.icon} ${className}` : styles.icon
  return <svg {...box(size)} fill="none" aria-hidden="true" {...rest} className={classes} />
}

function icon(list: string[], displayName: string) {
  const Icon = (props: IconProps) => (
    <Svg viewBox="0 0 24 24" {...props}>
      {paths(list)}
    </Svg>
  )
  Icon.displayName = displayName
  return Icon
}

/** Icons every product card repeats: drawn once in the page's sprite, each use a reference to it. */
const SHARED = {
  heart: ['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'],
  cart: ['M3 4h2l2.4 11h11.2L21 7H6.2', 'M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z', 'M18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z'],
}

/** The shared icons' drawings, once per page, with the stroke of every icon (so a use of one needs no class); the
 * colour and fill come from the icon that uses one. */
export function IconSprite() {
  return (
    <svg style={{ display: 'none' }}>
      {Object.entries(SHARED).map(([id, list]) => (
        <symbol key={id} id={`icon-${id}`} viewBox="0 0 24 24" className={styles.icon}>
          {paths(list)}
        </symbol>
      ))}
    </svg>
  )
}

function sharedIcon(id: keyof typeof SHARED, displayName: string) {
  const Icon = ({ size = 20, ...rest }: IconProps) => (
    <svg {...box(size)} fill="none" aria-hidden="true" {...rest}>
      <use href={`#icon-${id}`} />
    </svg>
  )
  Icon.displayName = displayName
  return Icon
}

export const MenuIcon = icon(['M4 6h16', 'M4 12h16', 'M4 18h16'], 'MenuIcon')
export const CloseIcon = icon(['M6 6l12 12', 'M18 6L6 18'], 'CloseIcon')
export const CatalogIcon = icon(['M4 4h6v6H4z', 'M14 4h6v6h-6z', 'M4 14h6v6H4z', 'M14 14h6v6h-6z'], 'CatalogIcon')
export const SearchIcon = icon(['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M20 20l-4-4'], 'SearchIcon')
export const HeartIcon = sharedIcon('heart', 'HeartIcon')
export const CartIcon = sharedIcon('cart', 'CartIcon')
export const UserIcon = icon(['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5'], 'UserIcon')
export const ChevronDownIcon = icon(['M6 9l6 6 6-6'], 'ChevronDownIcon')
export const ChevronRightIcon = icon(['M9 6l6 6-6 6'], 'ChevronRightIcon')
export const ArrowUpIcon = icon(['M12 19V5', 'M5 12l7-7 7 7'], 'ArrowUpIcon')
export const PhoneIcon = icon(
  ['M5 4h3l1.5 4-2 1.2a11 11 0 0 0 5.3 5.3l1.2-2 4 1.5v3a2 2 0 0 1-2 2A15 15 0 0 1 3 6a2 2 0 0 1 2-2z'],
  'PhoneIcon',
)
export const MailIcon = icon(['M4 6h16v12H4z', 'M4 7l8 6 8-6'], 'MailIcon')
export const DownloadIcon = icon(['M12 4v11', 'M7 10l5 5 5-5', 'M5 20h14'], 'DownloadIcon')
export const PinIcon = icon(
  ['M12 21s-6-5.3-6-11a6 6 0 1 1 12 0c0 5.7-6 11-6 11z', 'M12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z'],
  'PinIcon',
)
export const GlobeIcon = icon(
  [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M3 12h18',
    'M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z',
  ],
  'GlobeIcon',
)
export const AlertIcon = icon(['M12 3l10 18H2z', 'M12 10v4', 'M12 17.5v.01'], 'AlertIcon')
export const CheckCircleIcon = icon(
  ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M8 12.5l2.8 2.8L16 9.8'],
  'CheckCircleIcon',
)
export const InfoIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v6', 'M12 7.5v.01'], 'InfoIcon')
