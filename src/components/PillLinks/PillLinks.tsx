import { LocaleLink } from '../LocaleLink/LocaleLink'
import classes from './PillLinks.module.css'

export interface PillLinksProps {
  /** Language-neutral paths with their (translated) labels. */
  items: readonly { to: string; label: string }[]
  /** The id of the heading that names the list. */
  labelledBy: string
}

/** A wrapping list of rounded links with 44 px touch targets, keeping the page's language. */
export function PillLinks({ items, labelledBy }: PillLinksProps) {
  return (
    <ul className={classes.links} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.to}>
          <LocaleLink to={item.to} className={classes.pill} underline="never">
            {item.label}
          </LocaleLink>
        </li>
      ))}
    </ul>
  )
}
