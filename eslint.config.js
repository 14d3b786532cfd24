import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import tujue from './build-tools/readable-references.js'

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  // Comments and strings name no issue and no section of a document outside the repository.
  { plugins: { tujue }, rules: { 'tujue/readable-references': 'error' } },
  // The rule and its test must name what it refuses.
  { files: ['build-tools/readable-references.{js,test.ts}'], rules: { 'tujue/readable-references': 'off' } },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'server/**', 'e2e/**', '*.config.*'],
    languageOptions: { globals: globals.node },
  },
  // A link to one of our pages must follow the page's language: components/link.tsx.
  {
    files: ['app/**/*.tsx'],
    ignores: ['app/components/link.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: "Use Link and NavLink from '~/components/link': they keep the page's language.",
            },
          ],
        },
      ],
    },
  },
  // A page has one stylesheet, which a first visit's page carries inside it: a route or component
  // with a stylesheet of its own would stop the server at start.
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/root.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'ImportDeclaration[source.value=/\\.css(\\?|$)/]',
          'ImportExpression[source.value=/\\.css(\\?|$)/]',
          "Property:matches([key.name='rel'], [key.value='rel'])[value.value='stylesheet']",
          "JSXAttribute[name.name='rel'][value.value='stylesheet']",
        ].map((selector) => ({
          selector,
          message:
            "A page has one stylesheet, app/styles/app.css: root.tsx links it and a first visit's page carries it " +
            'inside (server/first-visit-stylesheet.ts, docs/decisions/0014-first-visit-stylesheet.md). Put these ' +
            'rules in app.css: a second stylesheet stops the server at start.',
        })),
      ],
    },
  },
  // Playwright fixtures call `use`, which is not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // The import direction of docs/conventions.md, kept by the linter: routes compose features, and
  // so do the channels' entry points, which the server mounts; a feature uses its own files and
  // shared code, never another feature; components/ui knows nothing of farming; content imports
  // nothing of the app. Tests may reach across (fixtures).
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['app/**/*', 'server/**/*'],
      'boundaries/elements': [
        { type: 'route', partialMatch: false, pattern: 'app/routes/**' },
        { type: 'feature', partialMatch: false, pattern: 'app/features/*/**', capture: ['name'] },
        { type: 'ui', partialMatch: false, pattern: 'app/components/ui/**' },
        { type: 'component', partialMatch: false, pattern: 'app/components/**' },
        { type: 'content', partialMatch: false, pattern: 'app/content/**' },
        { type: 'i18n', partialMatch: false, pattern: 'app/i18n/**' },
        { type: 'lib', partialMatch: false, pattern: 'app/lib/**' },
        // What the gateways call (app/channels/): like routes for browsers, they compose features.
        { type: 'channel', partialMatch: false, pattern: 'app/channels/**' },
        // The operator's commands (server/commands/): the expert command works on expert accounts.
        { type: 'command', partialMatch: false, pattern: 'server/commands/**' },
        { type: 'server', partialMatch: false, pattern: 'server/**' },
        // Last, so that it takes only what is left: root.tsx, entry.server.tsx, routes.ts.
        { type: 'app', partialMatch: false, pattern: 'app' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['component', 'ui', 'lib', 'i18n', 'content'] } } } },
            },
            {
              from: { element: { type: 'route' } },
              allow: {
                to: { element: { types: { anyOf: ['feature', 'component', 'ui', 'lib', 'i18n', 'content'] } } },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['component', 'ui', 'lib', 'i18n', 'content'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { name: '{{ from.captured.name }}' } } } },
            },
            {
              from: { element: { type: 'component' } },
              allow: { to: { element: { types: { anyOf: ['component', 'ui', 'lib', 'i18n', 'content'] } } } },
            },
            {
              from: { element: { type: 'ui' } },
              allow: { to: { element: { types: { anyOf: ['ui', 'lib', 'i18n'] } } } },
            },
            {
              from: { element: { type: 'i18n' } },
              allow: { to: { element: { types: { anyOf: ['i18n', 'content'] } } } },
            },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'i18n', 'content'] } } } },
            },
            { from: { element: { type: 'content' } }, allow: { to: { element: { type: 'content' } } } },
            {
              from: { element: { type: 'channel' } },
              allow: { to: { element: { types: { anyOf: ['channel', 'feature', 'lib', 'i18n', 'content'] } } } },
            },
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { types: { anyOf: ['server', 'channel', 'lib', 'content'] } } } },
            },
            {
              from: { element: { type: 'command' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'content'] } } } },
            },
            {
              from: { element: { type: 'command' } },
              allow: { to: { element: { type: 'feature', captured: { name: 'experts' } } } },
            },
          ],
        },
      ],
    },
  },
  prettier,
)
