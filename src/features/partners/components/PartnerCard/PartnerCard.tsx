import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Image.css'
import { useLingui } from '@lingui/react'
import { Anchor, Card, Image, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { partnersIntro } from '~/content/home/partners'
import type { PartnerCardData } from '../../api/partners'
import classes from '../PartnersSection/PartnersSection.module.css'

/** A partner: logo (image or emoji), name, industry, description and optional website. */
export function PartnerCard({ partner }: { partner: PartnerCardData }) {
  const { i18n } = useLingui()
  return (
    <Card component="article" withBorder padding="lg" h="100%">
      <Stack gap="xs" align="flex-start">
        {partner.logoUrl ? (
          <Image src={partner.logoUrl} alt="" w={56} h={56} fit="contain" />
        ) : (
          <span className={classes.emoji} aria-hidden>
            {partner.emoji ?? '🤝'}
          </span>
        )}
        <Title order={3} size="h4">
          {partner.name}
        </Title>
        {partner.industry && (
          <Text size="sm" fw={600} c="dimmed">
            {partner.industry}
          </Text>
        )}
        <Text size="sm">{partner.description}</Text>
        {partner.url && (
          <Anchor href={partner.url} target="_blank" rel="noopener noreferrer" size="sm" className={classes.linkTarget}>
            {i18n._(partnersIntro.visit)}
            <IconExternalLink size={14} aria-hidden style={{ marginInlineStart: 4 }} />
            <VisuallyHidden>
              : {partner.name} {i18n._(partnersIntro.opensInNewTab)}
            </VisuallyHidden>
          </Anchor>
        )}
      </Stack>
    </Card>
  )
}
