import type { StorybookConfig } from '@storybook/react-vite'
import type { PluginOption } from 'vite'

/** The site's build steps that make no sense for the catalogue: prerendering, the service worker, the page build's chunking. */
const siteOnlyPlugin = /^(skydive:prerender|skydive:dev-render|vite-plugin-pwa)/

function withoutSiteOnly(plugins: PluginOption[] = []): PluginOption[] {
  return plugins.flatMap((plugin) => {
    if (Array.isArray(plugin)) return [withoutSiteOnly(plugin)]
    const name = plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : ''
    return siteOnlyPlugin.test(name) ? [] : [plugin]
  })
}

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (config) => ({
    ...config,
    plugins: withoutSiteOnly(config.plugins),
    // Storybook names its own entries and output; the site's would point its build at the app.
    build: { ...config.build, manifest: false, rollupOptions: { ...config.build?.rollupOptions, input: undefined, output: undefined } },
  }),
}

export default config
