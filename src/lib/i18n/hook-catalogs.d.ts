/** The translations a hooks bundle needs: message id -> text, per locale (scripts/hooks-bundle.mjs). */
declare module 'virtual:hook-catalogs' {
  const catalogs: Record<'en' | 'nl', Record<string, string>>
  export default catalogs
}
