/**
 * The app build: one client bundle (island runtime + islands + the single
 * Tailwind stylesheet, content-hashed) and one server bundle (the renderer and
 * the build's render worker), built once for all tenants. A tenant build never
 * runs Vite; it loads `.vitrine/server` and copies `.vitrine/client/assets`.
 */
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type UserConfig } from 'vite';

// Always the production JSX runtime: the bundles run in production even when
// built from a test run (NODE_ENV=test would otherwise emit jsxDEV calls).
const jsx = { oxc: { jsx: { runtime: 'automatic', development: false } } } satisfies UserConfig;
// Rolldown's "plugins took significant time" advice depends on the machine's load, not on the
// code: on a busy CI box it printed on a first `npm run demo`. Other warnings stay on.
const checks = { bundlerTimings: false };

export default defineConfig(({ isSsrBuild }): UserConfig =>
  isSsrBuild
    ? {
        ...jsx,
        // zod compiled in: ~100 small modules resolved one by one were ~40 ms of every render worker's start
        // (two start with each build, beside the main thread's load; bench/README.md).
        ssr: { noExternal: ['zod'] },
        build: {
          ssr: true,
          outDir: '.vitrine/server',
          emptyOutDir: true,
          target: 'node20',
          minify: false,
          rolldownOptions: {
            checks,
            input: {
              'render-worker': 'builds/render-worker.ts',
              renderer: 'renderer/server-entry.ts',
            },
            output: { entryFileNames: '[name].js' },
          },
        },
      }
    : {
        ...jsx,
        // Visitors always get React's production build, even when the bundle is built from a
        // test run (NODE_ENV=test made Vite ship the development build: 120 KB gzip instead of 60).
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        plugins: [tailwindcss()],
        publicDir: false,
        build: {
          outDir: '.vitrine/client',
          emptyOutDir: true,
          manifest: true,
          target: 'es2022',
          modulePreload: { polyfill: false },
          rolldownOptions: {
            checks,
            input: {
              runtime: 'client/runtime.ts',
              styles: 'templates/styles.css',
            },
          },
        },
      },
);
