// One Jest shape for every workspace: SWC transpiles (fast, no type checks — `npm run typecheck`
// does those), tests live beside the code as *.test.ts(x).
const path = require('node:path');

/** @param {{ dir: string, environment?: 'node' | 'jsdom', setup?: string[], testTimeout?: number }} options */
function createJestConfig({ dir, environment = 'node', setup = [], testTimeout }) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    roots: ['<rootDir>'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: { '\\.css$': require.resolve('./jest.style-stub.js') },
    setupFilesAfterEnv: setup,
    ...(testTimeout ? { testTimeout } : {}),
  };
}

module.exports = { createJestConfig };
