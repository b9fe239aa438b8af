import { msg } from '@lingui/core/macro'
import type { KeyFact } from '../services'

export const priceOnRequest: KeyFact = { icon: 'euro', label: msg`Price`, value: msg`On request, including VAT` }
