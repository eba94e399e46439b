// The project's own lint: the structure rules of the code base, checked rather than remembered.
// (The code-check engine runs ESLint on scanned repositories with a configuration of its own.)
import fs from 'node:fs';
import tsParser from '@typescript-eslint/parser';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const featureNames = fs.readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/**
 * No feature imports another: what several show lives below them (data in src/api, parts in src/ui), and
 * features meet where the routes or the app compose them (src/routes/file-screens.tsx, the app's services).
 */
const featureZones = featureNames.flatMap((feature) =>
  featureNames
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      message: `features/${feature} may not import features/${other}: move the shared piece to src/api or src/ui, or compose the two in src/routes or src/app.`,
    })),
);

const layerZones = [
  { target: './contract', from: ['./server', './src', './sw'], message: 'contract/ is shared by server and web and depends on neither.' },
  { target: './server', from: ['./src', './sw'], message: 'The server does not import the web app.' },
  { target: './cli', from: ['./server', './src', './sw'], message: 'The pipeline command reaches the server through contract/ entries only.' },
  { target: './src', from: './server', message: 'The web app reaches the server through contract/ entries only.' },
  { target: './src/ui', from: ['./src/app', './src/routes', './src/features'], message: 'ui/ holds pieces any screen may use; it knows no screen, route or feature.' },
  { target: './src/lib', from: ['./src/app', './src/routes', './src/features', './src/ui'], message: 'lib/ holds plain helpers below every layer.' },
  { target: './src/features', from: ['./src/app', './src/routes'], message: 'Features do not reach up into the app shell or the route tree.' },
];

/** The server's foundations know nothing of the modules, the HTTP layer or the jobs built on them. */
const serverZones = [
  ...['analysis', 'db', 'storage', 'security', 'i18n'].map((folder) => ({
    target: `./server/${folder}`,
    from: ['./server/modules', './server/http', './server/auth', './server/jobs'],
    message: `server/${folder} is a foundation: modules use it, not the other way round.`,
  })),
  { target: './server/http', from: ['./server/modules', './server/jobs'], message: 'The HTTP layer serves modules; it does not know them.' },
];

/**
 * Every server module in the order they may depend on each other: each may use those before it, never
 * one after it. The recycle bin spans files and wiki pages, so it sits above both; the back office
 * (`manage`) shows every library's bin; `documents` is the composition root that wires the document
 * area together, and no module imports it.
 */
const MODULES = [
  'users',
  'search-index',
  'library',
  'files',
  'search',
  'upload',
  'wiki',
  'recycle',
  'manage',
  'knowledge',
  'notice',
  'people',
  'personal',
  'fulltext',
  'wopi',
  'codecheck',
  'webhooks',
  // Above the areas it hears: they report through ports of their own (CodecheckEvents, the document area's reports).
  'notifications',
  'share-links',
  // Tells people through the notifications' notify; reads items through the libraries' and the wiki's policies.
  'comments',
  'common',
  'documents',
];
const unplaced = fs
  .readdirSync('server/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !MODULES.includes(entry.name))
  .map((entry) => entry.name);
if (unplaced.length) throw new Error(`eslint.config.js: place server/modules/${unplaced.join(', ')} in MODULES, the order modules depend in`);
const moduleZones = MODULES.flatMap((module, index) =>
  MODULES.slice(index + 1).map((later) => ({
    target: `./server/modules/${module}`,
    from: `./server/modules/${later}`,
    message: `modules/${module} comes before modules/${later}: the dependency runs the other way.`,
  })),
);

export default [
  { ignores: ['dist/**', 'node_modules/**', 'i18n/i18n-*.ts', 'i18n/formatters.ts', 'public/**', 'dev-dist/**', 'test-results/**', 'playwright-report/**'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/first': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        { groups: ['builtin', 'external', ['internal', 'parent', 'sibling', 'index']], 'newlines-between': 'never', alphabetize: { order: 'asc', caseInsensitive: true } },
      ],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones, ...serverZones, ...moduleZones] }],
    },
  },
  {
    // Who may do what is decided in one place per resource: the policies (`*policy.ts`) refuse with the 403,
    // services ask them (`can`, `authorize`) instead of testing flags and refusing on their own.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*policy.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'errors', property: 'forbidden', message: "Refuse through the resource's policy (*policy.ts): its authorize throws the 403." }],
    },
  },
  {
    // Screens take what the address says as props from their route (src/routes/route-screens/), so they name
    // no route id and one screen can serve several routes.
    files: ['src/features/**/*.ts', 'src/features/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@tanstack/react-router', importNames: ['getRouteApi'], message: "Take the route's params and search as props; src/routes/route-screens/ reads them." }] },
      ],
    },
  },
  {
    // SQL lives in repositories (`*repo.ts`, the bundles in `*-repositories.ts`, the search indexes); services
    // call them and group their writes with the bundle's `transaction`.
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/**/*repo.ts', 'server/modules/**/*-repositories.ts', 'server/modules/**/*search-index.ts', 'server/modules/search-index/reserved-folders.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'kysely', allowTypeImports: true, message: 'Queries belong in a repository (*-repo.ts).' }] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]",
          message: 'Queries belong in a repository (*-repo.ts).',
        },
        {
          selector: "CallExpression[callee.property.name='execute'][callee.object.callee.property.name='transaction']",
          message: "Group writes with the repository bundle's transaction: repos.transaction(work).",
        },
      ],
    },
  },
];
