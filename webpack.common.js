// The one webpack factory every HireGen app calls. An app's own webpack.config.js only names
// itself, its port and what it exposes; everything else (TypeScript, federation, shared
// singletons, HTML, dev server) is decided here so that separate teams ship alike.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');

// webpack's own minimizer plugin, driven by SWC: the same output size as terser, several times
// faster, which keeps `npm start` on a fresh clone within its time budget.
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] }));

const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [__dirname] })).version;

// The react-router-dom exports the apps use: the shared router is built with only these (MF
// `treeShaking`). Keep data-router APIs (createBrowserRouter, …) out unless an app adopts them —
// they are most of the library. `runtime-infer` compares each consumer's used exports with this
// list and gives an app it does not cover the full router instead: a missing name costs bytes.
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useOutletContext',
  'useParams',
  'useSearchParams',
];

/**
 * Shared singletons (ARCHITECTURE.md "Federation"): loaded once whichever app asks first.
 * Nothing else is shared by default. Versions come from the lockfile-installed packages.
 * The toast libraries are single through shared-ui, their only importer (its `notify` and
 * toasters use `react-hot-toast/headless` and `react-toastify/unstyled`): sharing those subpaths
 * as well changes no behaviour and costs the shell's first load ~180 B gzip (its budget margin
 * is smaller), and keys for the packages' main entries would match no import at all.
 */
/**
 * React Router ships a production build beside its development one (the same code with its dev
 * warnings switched off, so the minifier drops them) but names no export condition for it:
 * production bundles take it by path. Every app aliases it alike, so the shared singleton is one.
 */
const ROUTER_DIST = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
const ROUTER_PRODUCTION_BUILD = {
  'react-router$': path.join(ROUTER_DIST, 'index.mjs'),
  'react-router/dom$': path.join(ROUTER_DIST, 'dom-export.mjs'),
};

function sharedSingletons() {
  const singleton = (name) => ({ singleton: true, requiredVersion: `^${versionOf(name)}`, version: versionOf(name) });
  const workspace = (_name) => ({ singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': { ...singleton('react-router-dom'), treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } },
    'firebase/': singleton('firebase'),
    'shared-auth': workspace('shared-auth'),
    'shared-ui': workspace('shared-ui'),
    'shared-ui/charts': workspace('shared-ui'),
  };
}

/** Copies an app's public/ files (the shell's default remotes.json) into its build as they are. */
class CopyPublicFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.dir)) return;
        for (const name of fs.readdirSync(this.dir)) {
          const file = path.join(this.dir, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

/**
 * A remote's build-info.json (RemoteBuildInfo in shared-schemas/src/remote-registry.ts), beside
 * its remoteEntry.js and served no-cache like it: which build a remote's server is serving, for
 * the shell's "unavailable" fallback and the admin registry view. `buildId` is HIREGEN_BUILD_ID
 * when the deployment gives one (a commit, a CI run), else the compilation's hash, which changes
 * exactly when the remote's output does.
 */
/**
 * Every remote build printed the manifest plugin's "Manifest will use absolute path resolution
 * via its host at runtime, reason: publicPath='auto'". That is the behaviour remotes need, not a
 * fault: the same build is served from several origins (failover, the registry's version
 * folders), so its manifest must not name one; a fixed publicPath or `getPublicPath` would change
 * where remotes load their chunks from. The manifest's "auto" is read as "beside the manifest"
 * (shared-schemas remote-manifest.ts). So exactly that line is dropped; any other message of
 * the plugin still shows. Applied before ModuleFederationPlugin, whose apply() logs it.
 */
class QuietAutoPublicPathPlugin {
  apply(compiler) {
    compiler.hooks.infrastructureLog.tap('QuietAutoPublicPathPlugin', (origin, type, args) =>
      origin === 'Module Federation Manifest Plugin' && type === 'warn' && args.some((arg) => String(arg).includes("reason: publicPath='auto'"))
        ? true
        : undefined,
    );
  }
}

class BuildInfoPlugin {
  constructor(name, dir) {
    this.name = name;
    this.dir = dir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { version } = JSON.parse(fs.readFileSync(path.join(this.dir, 'package.json'), 'utf8'));
        const info = {
          name: this.name,
          version,
          buildId: process.env.HIREGEN_BUILD_ID?.slice(0, 40) || compilation.hash?.slice(0, 12) || 'unknown',
          builtAt: new Date().toISOString(),
        };
        compilation.emitAsset('build-info.json', new RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    });
  }
}

/**
 * A remote's container takes the federation runtime's core from the page (externalRuntime): the
 * shell provides it in the product. Its page run alone has no shell, so this emits the core as a
 * script of its own, from a child compilation (the remote's externals do not reach it), and the
 * standalone index.html loads it before main.js.
 */
class StandaloneRuntimeCorePlugin {
  apply(compiler) {
    const name = 'StandaloneRuntimeCorePlugin';
    let file;
    compiler.hooks.make.tapAsync(name, (compilation, done) => {
      const entry = new compiler.webpack.EntryPlugin(compiler.context, path.join(__dirname, 'scripts/webpack/standalone-runtime-core.js'), {
        name: 'standalone-runtime-core',
      });
      const child = compilation.createChildCompiler(name, { filename: '[name].[contenthash:10].js' }, [entry]);
      child.runAsChild((error, entries) => {
        file = error ? undefined : [...(entries?.[0]?.files ?? [])][0];
        done(error);
      });
    });
    compiler.hooks.compilation.tap(name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(name, (data) => {
        if (file) data.assetTags.scripts.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `/${file}` }));
        return data;
      });
    });
  }
}

/** The dev server answers /app-config.json like the production server does. */
function serveAppConfig(middlewares, devServer) {
  devServer.app.get('/app-config.json', async (_request, response) => {
    const { webAppConfig } = await import('./scripts/lib/web-config.mjs');
    const { services } = require('./apps.config');
    response.set('Cache-Control', 'no-cache');
    response.json(webAppConfig({ authEmulatorPort: services.authEmulator, firestoreEmulatorPort: services.firestoreEmulator }));
  });
  return middlewares;
}

/**
 * @param {{
 *   dir: string,                     // the app's folder (__dirname)
 *   name: string,                    // federation container name, e.g. 'remote_candidate'
 *   port: number,                    // dev-server port (npm start serves the production build on the same)
 *   title: string,                   // page title when run standalone
 *   exposes?: Record<string,string>, // remotes: what the container offers the shell
 *   host?: boolean,                  // the shell: registers remotes at run time from remotes.json
 *   runtimePlugins?: string[],
 * }} app
 */
function createAppConfig(app) {
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      // Production source maps nearly double build time (86 s → 48 s for all six apps here), so a
      // deployment asks for them: HIREGEN_SOURCE_MAPS=true writes hidden maps for error tracking.
      devtool: production ? (process.env.HIREGEN_SOURCE_MAPS === 'true' ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // The shell must use '/', or a deep link like /a/b asks for /a/main.js; remotes are
        // served from their own origins and find their chunks with 'auto'.
        publicPath: app.host ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: app.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: production ? ROUTER_PRODUCTION_BUILD : {} },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            // Type checks run once for the whole repo (`npm run typecheck`), not in six builds.
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(app.dir, 'tsconfig.json') } },
            exclude: /node_modules/,
          },
          // Production: real stylesheets, fetched in parallel with the scripts and parsed by the
          // browser's CSS parser, not strings in JS injected at run time (that cost ~6 KiB gzip of
          // JS on the first load of `/`). Each chunk's CSS loads with its chunk, remotes included.
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', { loader: 'css-loader', options: { sourceMap: false } }],
          },
        ],
      },
      plugins: [
        ...(app.host ? [] : [new QuietAutoPublicPathPlugin()]),
        new ModuleFederationPlugin({
          name: app.name,
          filename: app.host ? undefined : 'remoteEntry.js',
          exposes: app.exposes,
          remotes: app.host ? {} : undefined,
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          runtimePlugins: app.runtimePlugins,
          dts: false,
          // Each remote serves mf-manifest.json beside remoteEntry.js: its exposes, the shared
          // versions it was built against and its assets, read by registration (the singleton
          // check), preloading and the admin registry view. An emitted file only: no runtime code.
          // The shell loads no manifest of its own and needs none.
          manifest: app.host ? false : { disableAssetsAnalyze: false },
          // A lean federation runtime (ARCHITECTURE.md: watch bundle sizes): no manifest
          // snapshots, and remotes, which load no other remote, drop the remote-loading code.
          // Remotes take the runtime's core from the shell (its provide-runtime-core plugin)
          // instead of each carrying a copy: ~10 KiB gzip off every remoteEntry.js.
          experiments: {
            optimization: { disableSnapshot: true, target: 'web', disableRemote: !app.host },
            ...(app.host ? {} : { externalRuntime: true }),
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'shared-ui/src/index.html'),
          title: app.title,
          chunks: ['main'],
          // The shell's page asks for remotes.json at once, beside main.js, not after main.js has
          // run; index.ts's fetch takes that response (same URL, mode and credentials).
          registryPreload: Boolean(app.host),
          // Absolute, so a standalone remote's deep links (/dashboard/x/y) find main.js too.
          publicPath: '/',
        }),
        ...(app.host ? [new CopyPublicFilesPlugin(path.join(app.dir, 'public'))] : [new BuildInfoPlugin(app.name, app.dir), new StandaloneRuntimeCorePlugin()]),
        ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' })] : []),
      ],
      // Rebuilds only what changed: `npm start` after a small edit takes seconds, not a minute.
      cache: {
        type: 'filesystem',
        name: `${app.name}-${production ? 'prod' : 'dev'}`,
        buildDependencies: { config: [__filename, path.join(app.dir, 'webpack.config.js')] },
      },
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        minimizer: [
          new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } }),
          new CssMinimizerPlugin(),
        ],
      },
      stats: 'errors-warnings',
      devServer: {
        host: '127.0.0.1',
        port: app.port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        client: { overlay: { warnings: false, errors: true } },
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        ...(app.host ? { proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.HIREGEN_API_PORT || 4000}` }] } : {}),
        ...(app.host ? { static: { directory: path.join(app.dir, 'public'), publicPath: '/' }, setupMiddlewares: serveAppConfig } : { static: false }),
      },
    };
  };
}

module.exports = { createAppConfig, sharedSingletons, QuietAutoPublicPathPlugin };
