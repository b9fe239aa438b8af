import { QueryClientContext, type QueryClient } from '@tanstack/react-query'
import { useContext } from 'react'
import { createQueryClient } from './query-client'

let siteClient: QueryClient | undefined

/**
 * The query client of the page's data sections. Only a few home sections fetch data, so the query
 * library comes with their code instead of with every page's start-up code (no provider at the root).
 * A client from an enclosing provider (a story, a test) takes precedence; otherwise all sections share
 * one client, and with it one cache.
 */
export function useSiteQueryClient(): QueryClient {
  const provided = useContext(QueryClientContext)
  return provided ?? siteQueryClient()
}

/** The shared client itself, for asking for data before the section that shows it renders. */
export function siteQueryClient(): QueryClient {
  return (siteClient ??= createQueryClient())
}
