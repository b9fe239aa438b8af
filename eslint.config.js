import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Imports run one way: shared (lib, components, content) -> features -> routes/app.
 * A feature reaches another feature only through the routes that compose them.
 */
const features = readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
/** Every feature is closed to the others, whatever the import looks like (alias or relative path). */
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature imports shared code and its own files only; routes compose features.',
}))
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
  },
})

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'storybook-static',
      'node_modules',
      '.tools',
      'coverage',
      'src/routeTree.gen.ts',
      'pb_hooks/lib/generated',
      'pb_data',
      '.lighthouseci',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Resolved imports: the layering above and the feature zones hold for relative paths too, and no module imports itself round a circle.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./src/lib', './src/components', './src/content'],
              from: ['./src/features', './src/routes', './src/app'],
              message: 'Shared code (lib, components, content) must not import features, routes or app wiring.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Playwright fixtures take a `use` callback and an empty destructuring by design.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  layer(
    ['src/lib/**', 'src/components/**', 'src/content/**'],
    ['~/features/*', '~/routes/*', '~/app/*', '**/features/*', '**/routes/*'],
    'Shared code (lib, components, content) must not import features, routes or app wiring.',
  ),
  layer(
    ['src/features/**'],
    ['~/features/*', '~/routes/*', '~/app/*', '**/routes/*'],
    'A feature imports shared code and its own files only; routes compose features.',
  ),
  {
    files: ['pb_hooks/**/*.js', 'pb_migrations/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        ...globals.commonjs,
        $app: 'readonly',
        $os: 'readonly',
        $http: 'readonly',
        $security: 'readonly',
        $apis: 'readonly',
        $mails: 'readonly',
        $filesystem: 'readonly',
        $template: 'readonly',
        $tokens: 'readonly',
        __hooks: 'readonly',
        migrate: 'readonly',
        routerAdd: 'readonly',
        routerUse: 'readonly',
        cronAdd: 'readonly',
        onBootstrap: 'readonly',
        onServe: 'readonly',
        onRecordCreate: 'readonly',
        onRecordAfterCreateSuccess: 'readonly',
        onRecordCreateRequest: 'readonly',
        onRecordUpdateRequest: 'readonly',
        onRecordDeleteRequest: 'readonly',
        onRecordUpdate: 'readonly',
        onRecordAuthRequest: 'readonly',
        onRecordAuthRefreshRequest: 'readonly',
        onMailerSend: 'readonly',
        Collection: 'readonly',
        Record: 'readonly',
        Field: 'readonly',
        TextField: 'readonly',
        NumberField: 'readonly',
        BoolField: 'readonly',
        EmailField: 'readonly',
        URLField: 'readonly',
        DateField: 'readonly',
        AutodateField: 'readonly',
        JSONField: 'readonly',
        FileField: 'readonly',
        SelectField: 'readonly',
        RelationField: 'readonly',
        MailerMessage: 'readonly',
        Middleware: 'readonly',
        ApiError: 'readonly',
        BadRequestError: 'readonly',
        NotFoundError: 'readonly',
        ForbiddenError: 'readonly',
        TooManyRequestsError: 'readonly',
        DynamicModel: 'readonly',
        arrayOf: 'readonly',
        sleep: 'readonly',
        toString: 'readonly',
        unmarshal: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-undef': 'error' },
  },
)
