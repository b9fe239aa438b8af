import { strictConcept } from './question'

/** Insults and swearing in English and Dutch: answered with a polite refusal, never echoed. */
export const abusiveWords = strictConcept(
  'fuck*', 'shit*', 'bitch*', 'bastard*', 'asshole*', 'dickhead', 'idiot*', 'stupid', 'moron*', 'retard*', 'cunt*', 'wanker*', 'dumbass', 'suck', 'sucks', 'shut up',
  'kut*', 'klote*', 'lul', 'lullo', 'eikel*', 'kanker*', 'tering*', 'tyfus*', 'godverdomme', 'gvd', 'kutbot', 'sukkel*', 'debiel*', 'mongool', 'hoer', 'hoeren', 'flikker*', 'rot op', 'oprotten', 'klootzak*', 'stom', 'stomme', 'dom', 'domme', 'achterlijk*',
)
