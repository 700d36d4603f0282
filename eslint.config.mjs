// ESLint for the whole monorepo (`npm run lint`; the first step of `npm test`).
//   - typescript-eslint's recommended rules, without type information: typed linting of ~1,000
//     files costs minutes on two cores, and `tsc` already type-checks every workspace in `npm test`.
//   - React hooks: rules-of-hooks and exhaustive-deps (React Compiler's extra rules are not on).
//   - jsx-a11y's recommended rules for the apps' and shared-ui's JSX.
//   - Import boundaries (eslint-plugin-boundaries), the dependency rules of the code layout:
//     apps never import other apps, shared-* never import apps, genai and the api import no UI,
//     other packages reach the engine only through the entry points of genai's `exports` map
//     (its quality lab, genai-lab, may also use `genai/lab`, `genai/test-fixtures` and `genai/data/*`),
//     and a feature (src/features/<name>) never imports another feature — code that several
//     features use lives in the app's shared folders (src/app, src/components, src/hooks, src/lib…).
//     In the api (api/src/features/<feature>/{routes,service,schemas}), a feature's routes never
//     import another feature's routes, a service never imports routes, and what every feature
//     stands on (api/src/platform, api/src/plugins) no feature.
// scripts/lint/boundaries.test.mjs proves the boundary rules still fire on fixtures that break them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const repo = path.dirname(fileURLToPath(import.meta.url));
const SOURCE = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const TS = '**/*.{ts,tsx,mts,cts}';

// Packages that render UI: importing any of them makes a module UI code.
const UI_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-hot-toast',
  'react-toastify',
  '@dnd-kit/*',
  '@testing-library/react',
  '@testing-library/user-event',
];

/** Every element the boundary rules know. `partialMatch: false`: patterns start at the repo root. */
const ELEMENTS = [
  // `@(shell|remote-*)` captures the app's folder name (and, second, what `*` matched in it).
  // A feature of an app: src/features/<feature>.
  { type: 'feature', pattern: '@(shell|remote-*)/src/features/*', partialMatch: false, capture: ['app', 'appSuffix', 'feature'] },
  // An app's shared folders: code several of its features use. They import no feature and not
  // the app's composition (src/app, pages), so a feature cannot reach another one through them.
  {
    type: 'app-shared',
    pattern: '@(shell|remote-*)/src/{components,hooks,lib,types,utils,stores}',
    partialMatch: false,
    capture: ['app', 'appSuffix', 'folder'],
  },
  // The rest of an app composes its features: src/app, src/pages, the entry files, configs.
  { type: 'app', pattern: '@(shell|remote-*)', partialMatch: false, capture: ['app', 'appSuffix'] },
  // Shared packages that render UI (the design system; the session and its React hooks).
  { type: 'shared-ui', pattern: ['shared-ui', 'shared-auth'], partialMatch: false },
  // Shared packages without UI, usable by the engine and the api too.
  { type: 'shared-core', pattern: ['shared-schemas', 'resume-templates', 'remote-types'], partialMatch: false },
  { type: 'genai', pattern: 'genai', partialMatch: false },
  // The engine's quality lab: corpora, evals, benches and the scripts that learn its weights.
  { type: 'genai-lab', pattern: 'genai-lab', partialMatch: false },
  // The api by feature: a feature's routes, the rest of a feature (its service and schemas), and
  // what every feature stands on; the rest of the api (entry points, config, tests) composes them.
  { type: 'api-routes', pattern: 'api/src/features/*/routes', partialMatch: false, capture: ['feature'] },
  { type: 'api-feature', pattern: 'api/src/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'api-platform', pattern: 'api/src/{platform,plugins}', partialMatch: false },
  { type: 'api', pattern: 'api', partialMatch: false },
  // Tests of the whole product, the run scripts and the root's build/test configuration.
  { type: 'tooling', pattern: ['e2e', 'scripts', 'types', 'bench'], partialMatch: false },
];

const element = (type, captured) => ({ element: captured ? { type, captured } : { type } });

// The engine's public entry points (genai/package.json `exports`): the only specifiers by which
// another package imports it. A relative path into genai/ or `genai/src/...` is a deep import.
const GENAI_ENTRIES = ['genai', 'genai/word-count', 'genai/curated-skills', 'genai/llm-config', 'genai/interview-types', 'genai/practice-fields'];
// What the quality lab measures goes deeper: the internals genai/src/lab.ts names, and the data, by the same map.
const GENAI_LAB_ENTRIES = [...GENAI_ENTRIES, 'genai/test-fixtures', 'genai/lab', 'genai/data/**'];
const anyBut = (specifiers) => `!{${specifiers.join(',')}}`;

/** What each element may import; anything else between elements is reported. */
const BOUNDARY_POLICIES = [
  // External packages and Node built-ins are allowed unless a rule below says otherwise.
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  // The product's tests, run scripts and configuration may reach anything they test or start.
  { from: element('tooling'), allow: { to: { element: { type: '*' } } } },
  // A workspace's build/test configuration and its tests may use the root's (jest preset, webpack
  // factory, the emulator starter); the rules below still apply to them otherwise.
  { from: { file: { categories: ['config', 'test'] } }, allow: { to: element('tooling') } },
  // A test may render its app's pages around the feature it tests, share the app's test helpers
  // and read a JSON file as data; product code never does.
  {
    from: { file: { categories: 'test' } },
    allow: [
      { to: { element: { type: 'app', captured: { app: '{{ from.element.captured.app }}' } } } },
      { to: { element: { type: ['feature', 'app-shared'], captured: { app: '{{ from.element.captured.app }}' } }, file: { categories: 'test' } } },
      { to: { file: { path: '**/*.json' } } },
    ],
  },
  // An app's composition: its own folders and features, shared packages and the engine.
  {
    from: element('app'),
    allow: [
      { to: { element: { type: ['app', 'app-shared', 'feature'], captured: { app: '{{ from.element.captured.app }}' } } } },
      { to: { element: { type: ['shared-ui', 'shared-core', 'genai'] } } },
    ],
  },
  // An app's shared folders: each other, shared packages and the engine.
  {
    from: element('app-shared'),
    allow: [{ to: element('app-shared', { app: '{{ from.element.captured.app }}' }) }, { to: { element: { type: ['shared-ui', 'shared-core', 'genai'] } } }],
  },
  // A feature: itself, its app's shared folders, shared packages and the engine — not another
  // feature, and not the app that composes it.
  {
    from: element('feature'),
    allow: [
      { to: element('feature', { app: '{{ from.element.captured.app }}', feature: '{{ from.element.captured.feature }}' }) },
      { to: element('app-shared', { app: '{{ from.element.captured.app }}' }) },
      { to: { element: { type: ['shared-ui', 'shared-core', 'genai'] } } },
    ],
  },
  // Shared UI packages: each other and the UI-free shared packages; never an app or the engine.
  { from: element('shared-ui'), allow: [{ to: element('shared-ui') }, { to: element('shared-core') }] },
  // UI-free shared packages, the engine and the api: no UI anywhere below them.
  { from: element('shared-core'), allow: { to: element('shared-core') } },
  { from: element('genai'), allow: [{ to: element('genai') }, { to: element('shared-core') }] },
  // The engine's tests may read the lab's corpus helpers (parser hazards); its product code never.
  { from: { element: { type: 'genai' }, file: { categories: 'test' } }, allow: { to: element('genai-lab') } },
  { from: element('genai-lab'), allow: [{ to: element('genai-lab') }, { to: element('genai') }, { to: element('shared-core') }] },
  { from: element('api'), allow: { to: { element: { type: ['api', 'api-routes', 'api-feature', 'api-platform', 'genai', 'shared-core'] } } } },
  // Routes use any feature's service but only their own feature's routes (what several features'
  // routes share lives in the platform); a service never imports routes; the platform no feature.
  {
    from: element('api-routes'),
    allow: [
      { to: element('api-routes', { feature: '{{ from.element.captured.feature }}' }) },
      { to: { element: { type: ['api', 'api-feature', 'api-platform', 'genai', 'shared-core'] } } },
    ],
  },
  { from: element('api-feature'), allow: { to: { element: { type: ['api', 'api-feature', 'api-platform', 'genai', 'shared-core'] } } } },
  { from: element('api-platform'), allow: { to: { element: { type: ['api', 'api-platform', 'genai', 'shared-core'] } } } },
  // The engine through its exports map only (last match wins, so this narrows the allows above).
  {
    from: { element: { type: ['app', 'app-shared', 'feature', 'shared-ui', 'shared-core', 'api', 'api-routes', 'api-feature', 'api-platform', 'tooling'] } },
    disallow: { to: element('genai'), dependency: { source: anyBut(GENAI_ENTRIES) } },
    message: 'import the engine by an entry of its exports map ({{ dependency.source }} is a deep import; see genai/package.json)',
  },
  // Tests and benches elsewhere may use the engine's test fixtures entry too.
  { from: { file: { categories: 'test' } }, allow: { to: element('genai'), dependency: { source: 'genai/test-fixtures' } } },
  {
    from: element('genai-lab'),
    disallow: { to: element('genai'), dependency: { source: anyBut(GENAI_LAB_ENTRIES) } },
    message: 'the lab imports the engine by its exports map ({{ dependency.source }} is a relative path into genai/)',
  },
  {
    from: { element: { type: ['shared-core', 'genai', 'genai-lab', 'api', 'api-routes', 'api-feature', 'api-platform'] } },
    disallow: { to: { module: { origin: 'external', source: UI_PACKAGES } } },
    message: 'genai, its lab, the api and the UI-free shared packages import no UI ({{ to.module.source }})',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.run/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.firebase-data*/**',
      '**/bench/results/**',
    ],
  },
  {
    files: [SOURCE],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names are deliberately unused (a callback's leading parameters, a rest sibling).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // CommonJS files (jest and webpack configs) use require and module.exports.
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [TS],
    rules: {
      // TypeScript itself reports undefined names (and knows the DOM/Node types better).
      'no-undef': 'off',
    },
  },
  {
    files: ['**/*.{tsx,jsx}', '{shell,remote-*,shared-ui,shared-auth}/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region or <pre> must take keyboard focus to be scrolled without a mouse
      // (axe: scrollable-region-focusable), so tabIndex=0 is allowed there.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'region'] }],
      // <SignInPanel role="HR">: our components' `role` prop is the account role, not ARIA.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: [SOURCE],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [path.join(repo, 'scripts/lint/workspace-resolver.cjs')]: {} },
      'boundaries/root-path': repo,
      'boundaries/elements': ELEMENTS,
      'boundaries/files': [
        { category: 'config', pattern: '*/{webpack,jest,playwright}.config.{js,ts,mjs,cjs}' },
        { category: 'test', pattern: ['**/*.test.*', '**/test/**', '**/bench/**', '**/eval/**'] },
      ],
      'boundaries/legacy-templates': false,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
    },
    rules: {
      // checkAllOrigins: packages (react…) are checked too, not only the repo's own files.
      'boundaries/dependencies': ['error', { default: 'disallow', checkAllOrigins: true, policies: BOUNDARY_POLICIES }],
    },
  },
);
