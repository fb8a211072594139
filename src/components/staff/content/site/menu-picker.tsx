// Which of the site's menus a list of menu items shows.
import styles from './site.module.css'

type MenuPickerProps = {
  label: string
  menus: { id: number; title: string }[]
  value: number
  onChange: (id: number) => void
}

export function MenuPicker({ label, menus, value, onChange }: MenuPickerProps) {
  return (
    <div className={styles.filters}>
      <label className={styles.select}>
        {label}
        <select value={value} onChange={(event) => onChange(Number(event.currentTarget.value))}>
          {menus.map((menu) => (
            <option key={menu.id} value={menu.id}>
              {menu.title}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
