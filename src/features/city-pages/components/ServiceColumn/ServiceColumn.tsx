import { Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import classes from '../CityPage/CityPage.module.css'

interface LinkItem {
  to: string
  label: string
}

function Links({ links }: { links: readonly LinkItem[] }) {
  return (
    <ul className={classes.links}>
      {links.map((link) => (
        <li key={link.to}>
          <LocaleLink to={link.to} className={classes.link}>
            <IconArrowRight size={18} aria-hidden />
            {link.label}
          </LocaleLink>
        </li>
      ))}
    </ul>
  )
}

/** One half of "what we do for your city": where it happens, the lead time and the service pages. */
export function ServiceColumn({ title, text, links }: { title: string; text: string; links: readonly LinkItem[] }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text>{text}</Text>
      <Links links={links} />
    </Stack>
  )
}

ServiceColumn.Links = Links
