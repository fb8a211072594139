// SVG icons (stroke icons on a 24 px grid). Decorative by default: the control around them carries the label.
// Each one refers to its symbol in one cacheable sprite (icons.svg), so a page carries no drawing, only references.
import type { SVGProps } from 'react'
import sprite from './icons.svg?no-inline'
import styles from './icons.module.css'

/** `size` null: the size comes from the stylesheet (an icon many cards repeat). */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | null }

function icon(id: string, displayName: string) {
  const Icon = ({ size = 20, className, ...rest }: IconProps) => (
    <svg
      {...(size === null ? {} : { width: size, height: size })}
      aria-hidden="true"
      {...rest}
      className={className ? `${styles.icon} ${className}` : styles.icon}
    >
      <use href={`${sprite}#${id}`} />
    </svg>
  )
  Icon.displayName = displayName
  return Icon
}

export const MenuIcon = icon('menu', 'MenuIcon')
export const CloseIcon = icon('close', 'CloseIcon')
export const CatalogIcon = icon('catalog', 'CatalogIcon')
export const SearchIcon = icon('search', 'SearchIcon')
export const HeartIcon = icon('heart', 'HeartIcon')
export const CartIcon = icon('cart', 'CartIcon')
export const UserIcon = icon('user', 'UserIcon')
export const ChevronDownIcon = icon('chevron-down', 'ChevronDownIcon')
export const ChevronRightIcon = icon('chevron-right', 'ChevronRightIcon')
export const ArrowUpIcon = icon('arrow-up', 'ArrowUpIcon')
export const PhoneIcon = icon('phone', 'PhoneIcon')
export const MailIcon = icon('mail', 'MailIcon')
export const DownloadIcon = icon('download', 'DownloadIcon')
export const PinIcon = icon('pin', 'PinIcon')
export const GlobeIcon = icon('globe', 'GlobeIcon')
export const AlertIcon = icon('alert', 'AlertIcon')
export const CheckCircleIcon = icon('check-circle', 'CheckCircleIcon')
export const InfoIcon = icon('info', 'InfoIcon')
